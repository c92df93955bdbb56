import type { ReactNode } from 'react';
import styles from './PolicySection.module.css';

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
