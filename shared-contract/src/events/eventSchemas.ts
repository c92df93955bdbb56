import * as z from '../zod';

/**
 * Every event that crosses an area boundary: name `area:thing-happened` -> payload schema. An event is here
 * only while some area subscribes to it (docs/ARCHITECTURE.md lists publishers and subscribers).
 * Payloads are strict objects so a renamed or misspelt field fails loudly instead of being ignored.
 */
export const eventSchemas = {
  /**
   * Ask the shell to open the sign-in modal, optionally with a message ('Please login to enroll in this course.')
   * and the same-site path to continue to once signed in (or signed up and confirmed), e.g. that course's checkout.
   */
  'auth:sign-in-requested': z.lazy(() =>
    z.strictObject({
      message: z.optional(z.string()),
      returnTo: z.optional(z.string().check(z.regex(/^\/(?!\/)/, 'must be a path on this site'))),
    }),
  ),
  'auth:signed-out': z.lazy(() => z.strictObject({})),
  /** A parent-only page shown to a child profile asks the shell for the parent's PIN or password. */
  'family:parent-requested': z.lazy(() => z.strictObject({})),
  'checkout:enrollment-started': z.lazy(() =>
    z.strictObject({
      courseId: z.number().check(z.int()),
      courseLink: z.string().check(z.minLength(1)),
    }),
  ),
  /** Forwarded to the tracking tools by the shell, only when consent is given. */
  'analytics:track': z.lazy(() =>
    z.strictObject({
      event: z.string().check(z.minLength(1)),
      properties: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
    }),
  ),
  /** A page refines its title or meta description; `path` is the page it was set for (see usePageMetadata). */
  'page:metadata-changed': z.lazy(() =>
    z.strictObject({
      path: z.string().check(z.startsWith('/')),
      title: z.optional(z.string().check(z.minLength(1))),
      description: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
};

export type EventMap = { [Name in keyof typeof eventSchemas]: z.infer<(typeof eventSchemas)[Name]> };
export type EventName = keyof EventMap;

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventSchemas, name);
}
