import { Link } from 'react-router-dom';
import { Button, PageContainer, Stack } from 'shared-ui';
import { Panel } from './CancelEnrollmentPage.styles';

/** /cancel-enrollment: the learner left the payment; nothing was charged. Links home and to /contact. */
export default function CancelEnrollmentPage() {
  return (
    <PageContainer $size="narrow">
      <Panel forwardedAs="section" aria-labelledby="cancel-title">
        <h1 id="cancel-title">Cancel Enrollment</h1>
        <p>Your enrollment was cancelled and you have not been charged.</p>
        <p>If something went wrong or you have a question about the course, we are happy to help.</p>
        <Stack $direction="row" $gap="sm" $wrap>
          <Button as={Link} to="/">
            Back to home
          </Button>
          <Button as={Link} to="/contact" variant="ghost">
            Contact us
          </Button>
        </Stack>
      </Panel>
    </PageContainer>
  );
}
