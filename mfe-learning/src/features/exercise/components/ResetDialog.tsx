import { useRef } from 'react';
import { Button, Modal } from 'shared-ui';

export interface ResetDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before Reset replaces the learner's code; focus starts on Keep my code and returns to Reset after. */
export function ResetDialog({ isOpen, onCancel, onConfirm }: ResetDialogProps) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title="Start again?"
      size="sm"
      initialFocusRef={keep}
      describedBy="exercise-reset-text"
      footer={
        <>
          <Button ref={keep} variant="ghost" onClick={onCancel}>
            Keep my code
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            Reset
          </Button>
        </>
      }
    >
      <p id="exercise-reset-text">
        This puts the starter code back in the editor. Your own code will be gone.
      </p>
    </Modal>
  );
}
