import { useId } from 'react';
import type { PythonError } from 'shared-python';
import { errorSummary } from '../model/messages';
import { Box, CodeBlock, Figure } from './ErrorDetails.styles';

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
