import { Link } from 'react-router-dom';
import type { PolicyProps } from './policyProps';
import { PolicySection } from './PolicySection';

export function RefundPolicy({ siteName, supportEmail }: PolicyProps) {
  return (
    <>
      <p>
        We want you to be happy with every {siteName} course. If a course you bought is not right for you, you
        can ask for your money back under the terms below.
      </p>
      <PolicySection title="14-day refund window">
        <p>
          You may request a full refund within 14 days of the date of purchase. Requests made after 14 days
          are not eligible for a refund.
        </p>
      </PolicySection>
      <PolicySection title="What is not refundable">
        <p>
          The free chapters 1-3 are excluded from this policy: they cost nothing, so there is nothing to
          refund, and they are there to let you try our teaching before you buy. Courses enrolled in with a
          coupon that made them free are likewise excluded.
        </p>
      </PolicySection>
      <PolicySection title="How to request a refund">
        <p>
          Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or use the{' '}
          <Link to="/contact">contact page</Link>, with the e-mail address of your account, the course and the
          date of purchase. We answer every request personally.
        </p>
      </PolicySection>
      <PolicySection title="When you are refunded">
        <p>
          Once a refund is approved, it is issued to the original payment method within 30 business days. Your
          access to the refunded course ends when the refund is issued.
        </p>
      </PolicySection>
      <PolicySection title="Changes to this policy">
        <p>
          We may update this policy; the version on this page, with its effective date, is the one that
          applies.
        </p>
      </PolicySection>
    </>
  );
}
