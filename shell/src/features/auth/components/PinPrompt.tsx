import { useRef, useState, type RefObject } from 'react';
import { familyMessages, familyPinRequest } from 'shared-contract';
import type * as z from 'shared-contract/zod';
import { apiErrorMessage, selectUserInfo, useAppSelector, useVerifyFamilyPinMutation } from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, ErrorText, Modal, Stack, TextField } from 'shared-ui';
import { authErrorMessage } from '../model/authErrorMessage';
import { useAuthServices } from '../model/AuthContext';
import { PARENT_CHECK_TITLE } from '../model/parentCheck';

export interface PinPromptProps {
  isOpen: boolean;
  onClose: () => void;
  /** The parent proved who they are: hand the device over. */
  onVerified: () => void;
}

type PinValues = z.input<typeof familyPinRequest>;

const PIN_REQUIRED = 'Please enter the 4-digit PIN.';
const PASSWORD_REQUIRED = "Please enter the parent's password.";

interface PinFormProps {
  onVerified: () => void;
  onUsePassword: () => void;
  /** The PIN field, which the dialog focuses when it opens. */
  pinRef: RefObject<HTMLInputElement | null>;
}

function PinForm({ onVerified, onUsePassword, pinRef }: PinFormProps) {
  const [verifyPin, { isLoading, error }] = useVerifyFamilyPinMutation();
  const { register, handleSubmit, formState } = useContractForm<typeof familyPinRequest, PinValues>(
    familyPinRequest,
    { pin: { required: PIN_REQUIRED, invalid: familyMessages.pinFormat } },
    { defaultValues: { pin: '' } },
  );
  const { ref, ...pinField } = register('pin');
  const submit = handleSubmit(async (values) => {
    const result = await verifyPin(values);
    if (!('error' in result)) onVerified();
  });
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Check with the PIN" noValidate>
      <Stack $gap="md">
        <TextField
          label="Parent PIN"
          hint="The 4-digit PIN the parent set on the Family page."
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          required
          error={formState.errors.pin?.message}
          {...pinField}
          ref={(element) => {
            ref(element);
            pinRef.current = element;
          }}
        />
        {error && <ErrorText>{apiErrorMessage(error, familyMessages.pinWrong)}</ErrorText>}
        <Button type="submit" fullWidth loading={isLoading}>
          Continue
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={onUsePassword}>
          Use the parent&apos;s password instead
        </Button>
      </Stack>
    </form>
  );
}

function PasswordForm({ onVerified, onUsePin }: { onVerified: () => void; onUsePin: () => void }) {
  const { auth } = useAuthServices();
  const email = useAppSelector(selectUserInfo)?.attributes.email ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async () => {
    if (!password) return setError(PASSWORD_REQUIRED);
    setChecking(true);
    setError(null);
    try {
      await auth.verifyPassword(email, password);
      onVerified();
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-label="Check with the password"
      noValidate
    >
      <Stack $gap="md">
        <TextField
          label="Parent's password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <Button type="submit" fullWidth loading={checking}>
          Continue
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={onUsePin}>
          Use the PIN instead
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Asks for the parent before a child profile hands the device back: the family's 4-digit PIN (checked and rate
 * limited by the API), or the signed-in account's password (checked with the identity provider).
 */
export function PinPrompt({ isOpen, onClose, onVerified }: PinPromptProps) {
  const [mode, setMode] = useState<'pin' | 'password'>('pin');
  const pinRef = useRef<HTMLInputElement>(null);
  const close = () => {
    setMode('pin');
    onClose();
  };
  const verified = () => {
    setMode('pin');
    onVerified();
  };
  return (
    <Modal isOpen={isOpen} onClose={close} title={PARENT_CHECK_TITLE} size="sm" initialFocusRef={pinRef}>
      <p>A parent needs to confirm this step.</p>
      {mode === 'pin' ? (
        <PinForm onVerified={verified} onUsePassword={() => setMode('password')} pinRef={pinRef} />
      ) : (
        <PasswordForm onVerified={verified} onUsePin={() => setMode('pin')} />
      )}
    </Modal>
  );
}
