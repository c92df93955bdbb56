import { Link } from 'react-router-dom';
import type { PolicyProps } from './policyProps';
import { PolicySection } from './PolicySection';

export function PrivacyPolicy({ siteName, supportEmail }: PolicyProps) {
  return (
    <>
      <p>
        This policy explains what personal information {siteName} collects when you use our website and
        courses, why we collect it, and the choices you have. By using {siteName} you agree to the practices
        described here.
      </p>
      <PolicySection title="Children's privacy">
        <p>
          {siteName} is not intended for users under 13 years of age. Children learn here only in a child
          profile that a parent or guardian creates under their own account: the parent holds the account and
          gives consent for the child&apos;s profile. If you believe a child under 13 has given us personal
          information in any other way, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we
          will delete it.
        </p>
      </PolicySection>
      <PolicySection title="Child profiles">
        <ul>
          <li>
            A child profile keeps only a first name or nickname, an avatar picked from our set, a birth year
            and the child&apos;s learning progress (lessons completed, exercise work, the free trial).
          </li>
          <li>
            A child profile has no e-mail address and no password, and it is never shown to other users: no
            public profile, reviews or comments.
          </li>
          <li>Only the parent who holds the account sees a child&apos;s profile and progress.</li>
          <li>
            While a child profile is learning on a device, no analytics or marketing tool receives anything,
            whatever the cookie choice.
          </li>
          <li>
            The parent deletes a profile and all of its data on the <Link to="/family">Family</Link> page.
            Deletion really deletes: the profile, its progress, its exercise work and its free trial are
            removed from our database at once, not hidden. Courses the family bought stay with the
            parent&apos;s account.
          </li>
        </ul>
      </PolicySection>
      <PolicySection title="Information we collect">
        <ul>
          <li>
            Account information: your name and e-mail address when you create an account or sign in with
            Google.
          </li>
          <li>
            Learning records: the courses you enrol in, the lessons you complete and the reviews you write.
          </li>
          <li>Profile details you choose to add, such as a username and whether your profile is public.</li>
          <li>
            Billing details needed for a purchase: billing address and country. Card details are entered on
            our payment provider&apos;s page and never reach our servers.
          </li>
          <li>
            Messages you send us through the contact form, workshop applications, blog comments and newsletter
            sign-ups.
          </li>
          <li>
            With your consent only, analytics data about how you use the site, collected through cookies.
          </li>
        </ul>
      </PolicySection>
      <PolicySection title="How we use your information">
        <ul>
          <li>To provide your courses, remember your progress and give you access to what you bought.</li>
          <li>To process payments, refunds and coupons.</li>
          <li>To answer your questions and applications.</li>
          <li>
            To send the newsletter and offers you signed up for; every message has a way to unsubscribe.
          </li>
          <li>With your consent, to measure and improve our courses and marketing.</li>
        </ul>
        <p>We do not sell your personal information.</p>
      </PolicySection>
      <PolicySection title="Cookies and analytics">
        <p>
          We use cookies that the site needs to work, such as keeping you signed in. Analytics and marketing
          tools (a tag manager, an advertising pixel, a web analytics service and an e-mail marketing service)
          are loaded only after you accept cookies in the banner. Your choice is stored in a cookie named
          CookieConsent for 365 days; to change it, clear this site&apos;s cookies and the banner will ask
          again.
        </p>
      </PolicySection>
      <PolicySection title="Sharing">
        <p>
          We share information only with service providers that help us run {siteName} (hosting, sign-in,
          payments, e-mail and, with your consent, analytics), under agreements that limit their use of it, or
          when the law requires it.
        </p>
      </PolicySection>
      <PolicySection title="Keeping and protecting your information">
        <p>
          We keep your account and learning records while your account is open, and billing records as long as
          the law requires. Information is sent over encrypted connections and access to it is restricted to
          the people who need it.
        </p>
      </PolicySection>
      <PolicySection title="Your rights">
        <p>
          You can see and correct your profile on the <Link to="/my-profile">My Profile</Link> page, and you
          can ask us for a copy of your information or for its deletion by writing to{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </PolicySection>
      <PolicySection title="Changes to this policy">
        <p>If we change this policy we will post the new version on this page with its effective date.</p>
      </PolicySection>
    </>
  );
}
