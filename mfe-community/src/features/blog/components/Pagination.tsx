import { Button } from 'shared-ui';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function Pagination({ page, hasPrevious, hasNext, onPrevious, onNext }: PaginationProps) {
  return (
    <nav className={styles.nav} aria-label="Blog pages">
      <Button variant="ghost" onClick={onPrevious} disabled={!hasPrevious}>
        Previous
      </Button>
      <span aria-live="polite">Page {page}</span>
      <Button variant="ghost" onClick={onNext} disabled={!hasNext}>
        Next
      </Button>
    </nav>
  );
}
