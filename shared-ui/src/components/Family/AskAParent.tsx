import { Button } from '../Button';
import { Box } from './AskAParent.styles';

export interface AskAParentProps {
  /** Opens the parent's PIN or password prompt. */
  onAskParent: () => void;
}

/** What a parent-only page shows a child profile: a short note and the way to hand the device to a parent. */
export function AskAParent({ onAskParent }: AskAParentProps) {
  return (
    <Box aria-labelledby="ask-a-parent-title" data-testid="ask-a-parent">
      <h1 id="ask-a-parent-title">Ask a parent</h1>
      <p>This page is for parents. Ask a parent to open it with their PIN or password.</p>
      <Button type="button" onClick={onAskParent}>
        Enter the parent's PIN
      </Button>
    </Box>
  );
}
