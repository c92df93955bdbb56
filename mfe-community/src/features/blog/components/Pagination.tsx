import { Button } from 'shared-ui';
import { Nav } from './Pagination.styles';

interface PaginationProps {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function Pagination({ page, hasPrevious, hasNext, onPrevious, onNext }: PaginationProps) {
  return (
    <Nav aria-label="Blog pages">
      <Button variant="ghost" onClick={onPrevious} disabled={!hasPrevious}>
        Previous
      </Button>
      <span aria-live="polite">Page {page}</span>
      <Button variant="ghost" onClick={onNext} disabled={!hasNext}>
        Next
      </Button>
    </Nav>
  );
}
