import type { ReactNode } from 'react';
import { Section } from './PolicySection.styles';

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <h2>{title}</h2>
      {children}
    </Section>
  );
}
