import type { ComponentProps, CSSProperties } from 'react';
import styles from './sectionStyles.module.css';

type SectionProps = Omit<ComponentProps<'section'>, 'ref'> & { tone?: 'plain' | 'soft' };

/** A page section that nav anchors scroll to: it clears both sticky bars and takes focus when reached. */
export function Section({ tone, className, ...props }: SectionProps) {
  return (
    <section
      tabIndex={-1}
      {...props}
      className={className ? `${styles.section} ${className}` : styles.section}
      data-tone={tone === 'soft' ? tone : undefined}
    />
  );
}

export function SectionTitle(props: Omit<ComponentProps<'h2'>, 'ref'>) {
  return <h2 {...props} className={styles.sectionTitle} />;
}

export function SectionLead(props: Omit<ComponentProps<'p'>, 'ref'>) {
  return <p {...props} className={styles.sectionLead} />;
}

/** A list laid out in columns at least `min` wide (16rem unless given). */
export function Grid({ min, ...props }: Omit<ComponentProps<'ul'>, 'ref'> & { min?: string }) {
  return (
    <ul
      {...props}
      className={styles.grid}
      style={min === undefined ? undefined : ({ '--grid-min': min } as CSSProperties)}
    />
  );
}
