import { useId } from 'react';
import type { PythonError } from 'shared-python';
import { Box, CodeBlock, Figure } from './ErrorDetails.styles';

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
    <Box>
      <p>
        <strong>{errorSummary(error)}</strong>
      </p>
      {error.explanation && <p>{error.explanation}</p>}
      <Figure aria-labelledby={captionId}>
        <figcaption id={captionId}>What Python said</figcaption>
        <CodeBlock>{error.traceback}</CodeBlock>
      </Figure>
    </Box>
  );
}
