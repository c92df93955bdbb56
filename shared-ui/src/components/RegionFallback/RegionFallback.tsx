import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import styles from './RegionFallback.module.css';

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
  className,
}: RegionFallbackProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.box, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <Heading className={styles.heading} id={headingId}>
        {title}
      </Heading>
      {message && <p className={styles.message}>{message}</p>}
      <Button variant="ghost" size="sm" onClick={onRetry} loading={retrying}>
        {retryLabel}
      </Button>
    </section>
  );
}
