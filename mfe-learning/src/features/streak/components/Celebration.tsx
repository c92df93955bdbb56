import { Button } from 'shared-ui';
import { Box, Burst, Message } from './Celebration.styles';

export interface CelebrationProps {
  /** What the learner earned, in words; null when there is nothing to celebrate. */
  text: string | null;
  /** No burst at all, the words only (prefers-reduced-motion). */
  reducedMotion: boolean;
  /** Which celebration this is, so a second one plays its burst again. */
  burstKey: number;
  onDismiss: () => void;
}

const PIECES = 12;

/**
 * A small celebration beside the streak: a short burst (never with reduced motion) and the words in a polite
 * live region, so a screen reader hears them without the focus moving; the learner may dismiss it.
 */
export function Celebration({ text, reducedMotion, burstKey, onDismiss }: CelebrationProps) {
  return (
    <Box>
      {text && !reducedMotion && (
        <Burst key={burstKey} aria-hidden="true" data-testid="celebration-burst">
          {Array.from({ length: PIECES }, (_, index) => (
            <span key={index} style={{ rotate: `${(360 / PIECES) * index}deg` }} />
          ))}
        </Burst>
      )}
      <Message role="status">{text}</Message>
      {text && (
        <Button type="button" variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      )}
    </Box>
  );
}
