import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageContainer } from 'shared-ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export function NotFoundPage() {
  return (
    <PageContainer $size="narrow">
      <h1>You weren&apos;t meant to see this...</h1>
      <p>Either the internet is broken or we couldn&apos;t find the page you were looking for.</p>
      <Actions>
        <Button as={Link} to="/">
          Go Back Home
        </Button>
        <Button as={Link} to="/contact" variant="ghost">
          Contact Us
        </Button>
      </Actions>
    </PageContainer>
  );
}
