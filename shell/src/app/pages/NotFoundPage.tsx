import { Link } from 'react-router-dom';
import { Button, PageContainer } from 'shared-ui';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <PageContainer $size="narrow">
      <h1>You weren&apos;t meant to see this...</h1>
      <p>Either the internet is broken or we couldn&apos;t find the page you were looking for.</p>
      <div className={styles.actions}>
        <Button as={Link} to="/">
          Go Back Home
        </Button>
        <Button as={Link} to="/contact" variant="ghost">
          Contact Us
        </Button>
      </div>
    </PageContainer>
  );
}
