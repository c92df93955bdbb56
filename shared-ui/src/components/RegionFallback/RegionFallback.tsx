import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Box, Heading, Message } from './RegionFallback.styles';

export interface RegionFallbackProps {
  /** What is unavailable, e.g. 'This part of the site is unavailable right now'. */
  title: ReactNode;
  message?: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  /** Shows the Retry button as busy while a retry is under way. */
  retrying?: boolean;
  /** 1 where the fallback stands for a whole page, which then has no other level-one heading. */
  headingLevel?: 1 | 2 | 3 | 4;
  /**
   * The part of the page it stands for, where a page can show two fallbacks at once (the page's and the
   * newsletter offer's): the region is then named '{part}: {title}', so a screen reader's list of regions tells
   * them apart.
   */
  part?: string;
  className?: string;
}

/** Stand-in for a page region that failed to load, with a way to try again. */
export function RegionFallback({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
  headingLevel = 2,
  part,
  className,
}: RegionFallbackProps) {
  const headingId = useId();
  const partId = useId();
  return (
    <Box className={className} aria-labelledby={part ? `${partId} ${headingId}` : headingId}>
      {part && (
        <span id={partId} hidden>
          {part}:
        </span>
      )}
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
