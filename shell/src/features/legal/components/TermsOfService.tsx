import { Link } from 'react-router-dom';
import type { PolicyProps } from './policyProps';
import { PolicySection } from './PolicySection';

export function TermsOfService({ siteName, supportEmail }: PolicyProps) {
  return (
    <>
      <p>
        These terms govern your use of the {siteName} website, courses, workshops and related services. By
        creating an account or using the site you accept them.
      </p>
      <PolicySection title="Accounts">
        <p>
          You are responsible for your account and for keeping your password secret. Give accurate information
          and do not share your account with others. {siteName} is not intended for users under 13; younger
          learners may use it only in a child profile that a parent or guardian creates under their own
          account (see our <Link to="/privacy-policy">Privacy Policy</Link>).
        </p>
      </PolicySection>
      <PolicySection title="Courses and access">
        <p>
          When you enrol in a course you receive a personal, non-transferable licence to watch its lessons and
          use its materials for your own learning. Course content, videos, exercises and files remain the
          property of {siteName}: do not copy, resell, publish or redistribute them.
        </p>
      </PolicySection>
      <PolicySection title="Payments, coupons and refunds">
        <p>
          Prices are shown before you pay and are charged through our payment provider. Coupons apply as
          stated when they are offered and cannot be exchanged for cash. Refunds follow our{' '}
          <Link to="/refund-policy">Refund Policy</Link>.
        </p>
      </PolicySection>
      <PolicySection title="Your content and conduct">
        <p>
          Reviews, comments and messages you post must be your own, lawful and respectful. We may remove
          content that breaks these terms and suspend accounts that misuse the site, for example by attempting
          to break its security or by harassing others.
        </p>
      </PolicySection>
      <PolicySection title="Availability and liability">
        <p>
          We work to keep {siteName} available and accurate but provide it as it is, without guarantees of
          uninterrupted service. To the extent the law allows, our liability is limited to the amount you paid
          for the course concerned.
        </p>
      </PolicySection>
      <PolicySection title="Changes and contact">
        <p>
          We may update these terms; the version on this page applies from its effective date. Questions?
          Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </PolicySection>
    </>
  );
}
