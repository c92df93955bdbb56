import type { ComponentType } from 'react';
import type { PolicyProps } from './components/policyProps';
import { PrivacyPolicy } from './components/PrivacyPolicy';
import { RefundPolicy } from './components/RefundPolicy';
import { TermsOfService } from './components/TermsOfService';

export type LegalDocument = 'privacy' | 'refund' | 'terms';

/** The spec gives the refund policy's date; the other two took effect with it. */
export const EFFECTIVE_DATE = 'April 13, 2024';

export const LEGAL_DOCUMENTS: Record<LegalDocument, { heading: string; Body: ComponentType<PolicyProps> }> = {
  privacy: { heading: 'Privacy Policy', Body: PrivacyPolicy },
  refund: { heading: 'Refund Policy', Body: RefundPolicy },
  terms: { heading: 'Terms of Service', Body: TermsOfService },
};
