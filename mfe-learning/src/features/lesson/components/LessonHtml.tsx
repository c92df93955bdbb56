import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './LessonHtml.module.css';

/** The lesson's HTML, sanitised first: lesson content is authored text and must never run script. */
export function LessonHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: clean }} />;
}
