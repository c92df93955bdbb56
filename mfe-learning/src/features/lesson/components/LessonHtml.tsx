import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { Content } from './LessonHtml.styles';

/**
 * The lesson's HTML, sanitised: lesson content is authored text and must never run script. Its code blocks
 * (`pre`) can be reached by keyboard, which is how a keyboard user scrolls a line longer than the screen (on a
 * phone, most of them).
 */
export function sanitiseLessonHtml(html: string): string {
  // A template's content is inert: parsing it runs nothing and loads nothing.
  const template = document.createElement('template');
  template.innerHTML = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  for (const block of template.content.querySelectorAll('pre')) block.tabIndex = 0;
  return template.innerHTML;
}

export function LessonHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseLessonHtml(html), [html]);
  return <Content dangerouslySetInnerHTML={{ __html: clean }} />;
}
