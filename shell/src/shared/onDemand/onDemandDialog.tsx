import type { ComponentType } from 'react';
import { Button, ErrorText, Modal, Spinner, Stack } from 'shared-ui';
import { RegionErrorBoundary } from '../remotes/RegionErrorBoundary';
import { onDemand, useOnDemand } from 'shared-ui';

/** What a dialog's owner gives it; the dialog's own props may add to it. */
export interface DialogControl {
  isOpen: boolean;
  onClose: () => void;
}

/** What the frame says while the dialog's code loads, or when it could not. */
export interface DialogFrame {
  title: string;
  failure: string;
}

/**
 * A dialog whose code (its forms, react-hook-form) loads the first time it opens, not at start-up: until then it
 * renders nothing; while it loads, a dialog frame with a spinner answers at once; if its code cannot be loaded
 * (or throws), the frame says so and offers to try again. Once loaded it stays mounted and opens and closes itself.
 */
export function onDemandDialog<P extends DialogControl>(
  load: () => Promise<ComponentType<P>>,
  frame: (props: P) => DialogFrame,
): ComponentType<P> {
  const part = onDemand(load);

  return function OnDemandDialog(props: P) {
    const { loading, retry } = useOnDemand(part, props.isOpen);
    if (loading.status === 'idle') return null;
    const { title, failure } = frame(props);
    const failed = (
      <Modal isOpen={props.isOpen} onClose={props.onClose} title={title} size="sm">
        <Stack $gap="md">
          <ErrorText role="alert">{failure}</ErrorText>
          <Button onClick={retry}>Try again</Button>
        </Stack>
      </Modal>
    );
    if (loading.status === 'failed') return failed;
    if (loading.status === 'loading')
      return (
        <Modal isOpen={props.isOpen} onClose={props.onClose} title={title} size="sm">
          <Spinner label="Loading" />
        </Modal>
      );
    const Dialog = loading.value;
    return (
      <RegionErrorBoundary fallback={failed}>
        <Dialog {...props} />
      </RegionErrorBoundary>
    );
  };
}
