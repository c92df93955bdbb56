import type { ReactNode } from 'react';
import { Columns } from './BlogLayout.styles';

/** The blog's two columns: the content and the sidebar, stacked under 991 px. */
export function BlogLayout({ children }: { children: ReactNode }) {
  return <Columns>{children}</Columns>;
}
