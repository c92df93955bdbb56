import { useId } from 'react';
import type { PythonError } from 'shared-python';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};

  & p {
    margin: 0;
  }
`;

/** Program text or Python's own words, shown as text in the code font. */
export const CodeBlock = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: 1rem;
  white-space: pre-wrap;
`;

export const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;

  & figcaption {
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;

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
