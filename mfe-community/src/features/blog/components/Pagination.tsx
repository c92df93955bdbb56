import styled from 'styled-components';
import { Button } from 'shared-ui';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

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
