import { Link } from 'react-router-dom';
import { useRuntimeConfig } from 'shared-events';
import { PageContainer } from 'shared-ui';

export type LegalDocument = 'privacy' | 'refund' | 'terms';

const HEADINGS: Record<LegalDocument, string> = {
  privacy: 'Privacy Policy',
  refund: 'Refund Policy',
  terms: 'Terms of Service',
};

function Summary({ document, siteName }: { document: LegalDocument; siteName: string }) {
  switch (document) {
    case 'privacy':
      return (
        <p>
          {siteName} collects only what it needs to run your account and your courses: your name, e-mail address,
          enrollments and lesson progress. Analytics run only with your consent.
        </p>
      );
    case 'refund':
      return (
        <p>
          If a course is not right for you, ask {siteName} support for a refund; every request is answered
          personally.
        </p>
      );
    case 'terms':
      return (
        <p>
          By using {siteName} you agree to use the courses for your own learning and not to share your account or
          redistribute course material.
        </p>
      );
  }
}

/** The static legal pages (the full text arrives with the legal content). */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { siteName, supportEmail } = useRuntimeConfig().brand;
  return (
    <PageContainer $size="narrow">
      <h1>{HEADINGS[document]}</h1>
      <Summary document={document} siteName={siteName} />
      <p>
        Questions? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or use the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </PageContainer>
  );
}
