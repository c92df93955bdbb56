import type { ChildProfile } from 'shared-contract';
import { apiErrorMessage, familyErrorMessages, useRemoveChildProfileMutation } from 'shared-events';
import { Button, ErrorText, Modal, Stack } from 'shared-ui';

export interface RemoveProfileDialogProps {
  profile: ChildProfile | null;
  onClose: () => void;
}

/** Confirms removing a child profile, saying exactly what goes with it and what stays. */
export function RemoveProfileDialog({ profile, onClose }: RemoveProfileDialogProps) {
  const [remove, { isLoading, error, reset }] = useRemoveChildProfileMutation();
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal
      isOpen={profile !== null}
      onClose={close}
      title={profile ? `Remove ${profile.name}'s profile?` : 'Remove profile?'}
      size="sm"
      footer={
        <Stack $direction="row" $gap="sm">
          <Button
            type="button"
            variant="danger"
            loading={isLoading}
            onClick={() => {
              if (!profile) return;
              void remove({ profileId: profile.profileId }).then((result) => {
                if (!('error' in result)) close();
              });
            }}
          >
            Remove for good
          </Button>
          <Button type="button" variant="ghost" onClick={close}>
            Keep the profile
          </Button>
        </Stack>
      }
    >
      <p>This deletes, for good and straight away:</p>
      <ul>
        <li>the profile (name, avatar and birth year),</li>
        <li>its learning progress and completed lessons,</li>
        <li>its exercise work (every program it wrote),</li>
        <li>its free trial.</li>
      </ul>
      <p>Courses your family bought stay yours, for you and your other children.</p>
      {error && <ErrorText>{apiErrorMessage(error, familyErrorMessages.remove(500))}</ErrorText>}
    </Modal>
  );
}
