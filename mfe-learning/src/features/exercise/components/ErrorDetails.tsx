import { useId, type ComponentProps } from 'react';
import type { PythonError } from 'shared-python';
import styles from './ErrorDetails.module.css';

/** Program text or Python's own words, shown as text in the code font. */
export function CodeBlock({ className, ...props }: ComponentProps<'pre'>) {
  return <pre className={className ? `${styles.codeBlock} ${className}` : styles.codeBlock} {...props} />;
}

export function Figure({ className, ...props }: ComponentProps<'figure'>) {
  return <figure className={className ? `${styles.figure} ${className}` : styles.figure} {...props} />;
}

/** Where and what went wrong, in a sentence. */
export function errorSummary(error: PythonError): string {
  return error.line === null
    ? `Python stopped with a ${error.type}.`
    : `Python stopped with a ${error.type} on line ${error.line}.`;
}

/** A Python error: the plain-words explanation (when there is one) beside the real traceback, as text. */
export function ErrorDetails({ error }: { error: PythonError }) {
  const captionId = useId();
  return (
    <div className={styles.box}>
      <p>
        <strong>{errorSummary(error)}</strong>
      </p>
      {error.explanation && <p>{error.explanation}</p>}
      <Figure aria-labelledby={captionId}>
        <figcaption id={captionId}>What Python said</figcaption>
        <CodeBlock>{error.traceback}</CodeBlock>
      </Figure>
    </div>
  );
}
