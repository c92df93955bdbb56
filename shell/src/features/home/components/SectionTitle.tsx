import type { ComponentPropsWithoutRef } from 'react';
import styles from './SectionTitle.module.css';

export function SectionTitle({ className, ...rest }: ComponentPropsWithoutRef<'h2'>) {
  return <h2 {...rest} className={className ? `${styles.sectionTitle} ${className}` : styles.sectionTitle} />;
}
