import type { ReactNode } from 'react';
import styles from './BlogLayout.module.css';

/** The blog's two columns: the content and the sidebar, stacked under 991 px. */
export function BlogLayout({ children }: { children: ReactNode }) {
  return <div className={styles.blogLayout}>{children}</div>;
}
