import { useEffect, useId, useRef } from 'react';
import { Button, ErrorText } from 'shared-ui';
import { CodeBlock, Figure } from './ErrorDetails.styles';
import { Box } from './Solution.styles';

export interface SolutionProps {
  /** The server allows it: after a failed check, or once every hint is shown. */
  available: boolean;
  solution: string | null;
  loading: boolean;
  error: string | null;
  onReveal: () => void;
  onUse: (solution: string) => void;
}

/** The reference solution: offered once allowed, shown read-only, and copied into the editor on request. */
export function Solution({ available, solution, loading, error, onReveal, onUse }: SolutionProps) {
  const shown = useRef<HTMLPreElement>(null);
  const captionId = useId();
  const revealed = solution !== null;
  // The button that revealed it is gone: the solution itself takes the focus, so it is read out.
  useEffect(() => {
    if (revealed) shown.current?.focus();
  }, [revealed]);

  if (solution !== null)
    return (
      <Box>
        <Figure aria-labelledby={captionId}>
          <figcaption id={captionId}>A solution</figcaption>
          <CodeBlock ref={shown} tabIndex={-1}>
            {solution}
          </CodeBlock>
        </Figure>
        <Button variant="ghost" size="sm" onClick={() => onUse(solution)}>
          Copy the solution into the editor
        </Button>
      </Box>
    );
  if (!available) return null;
  return (
    <Box>
      <Button variant="ghost" size="sm" onClick={onReveal} loading={loading}>
        Show the solution
      </Button>
      {error && <ErrorText>{error}</ErrorText>}
    </Box>
  );
}
