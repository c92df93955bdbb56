/** The brand a policy names, from the runtime config. */
export interface PolicyProps {
  siteName: string;
  supportEmail: string;
}
