import { useEffect, useId, useRef } from 'react';
import { Button, ErrorText } from 'shared-ui';
import { CodeBlock, Figure } from './ErrorDetails.styles';
import { Box, LockedNote } from './Solution.styles';

/** How the solution opens, as the server's rule has it (SolutionAvailable in shared-contract's exercise). */
const SOLUTION_LOCKED_NOTE = 'The solution opens after you check your own attempt, or after all hints.';
/** The same for an exercise without hints. */
const SOLUTION_LOCKED_NOTE_NO_HINTS = 'The solution opens after you check your own attempt.';

export interface SolutionProps {
  /**
   * The server's word, never the browser's guess: true after its failed check of the learner's own code (not empty,
   * not the starter), or once every hint is shown.
   */
  available: boolean;
  /** The exercise has hints: using them all is the other way to the solution. */
  hasHints: boolean;
  /** The server passed the learner's program: how to open the solution no longer needs saying. */
  passed: boolean;
  solution: string | null;
  loading: boolean;
  error: string | null;
  onReveal: () => void;
  onUse: (solution: string) => void;
}

/**
 * The reference solution: offered once the server allows it (until then, a line says how it opens), shown
 * read-only, and copied into the editor on request.
 */
export function Solution({
  available,
  hasHints,
  passed,
  solution,
  loading,
  error,
  onReveal,
  onUse,
}: SolutionProps) {
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
  if (!available) {
    if (passed) return null;
    return <LockedNote>{hasHints ? SOLUTION_LOCKED_NOTE : SOLUTION_LOCKED_NOTE_NO_HINTS}</LockedNote>;
  }
  return (
    <Box>
      <Button variant="ghost" size="sm" onClick={onReveal} loading={loading}>
        Show the solution
      </Button>
      {error && <ErrorText>{error}</ErrorText>}
    </Box>
  );
}
