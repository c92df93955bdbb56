import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

export interface RegionFallbackProps {
  /** What is unavailable, e.g. 'This part of the site is unavailable right now'. */
  title: ReactNode;
  message?: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  /** Shows the Retry button as busy while a retry is under way. */
  retrying?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.md} 0;
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Stand-in for a page region that failed to load, with a way to try again. */
export function RegionFallback({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
  headingLevel = 2,
  className,
}: RegionFallbackProps) {
  const headingId = useId();
  return (
    <Box className={className} aria-labelledby={headingId}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {title}
      </Heading>
      {message && <Message>{message}</Message>}
      <Button variant="ghost" size="sm" onClick={onRetry} loading={retrying}>
        {retryLabel}
      </Button>
    </Box>
  );
}
