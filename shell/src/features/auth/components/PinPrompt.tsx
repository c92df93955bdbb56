import { useRef, useState, type RefObject } from 'react';
import { familyMessages, familyPinRequest } from 'shared-contract';
import type * as z from 'shared-contract/zod';
import {
  apiErrorMessage,
  familyErrorMessages,
  selectUserInfo,
  useAppSelector,
  useConfirmParentSignInMutation,
  useVerifyFamilyPinMutation,
  type ParentProofKind,
} from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, Modal, Stack, TextField } from 'shared-ui';
import { authErrorMessage } from '../model/authErrorMessage';
import { useAuthServices } from '../model/AuthContext';
import { PARENT_CHECK_TITLE } from '../model/parentCheck';

export interface PinPromptProps {
  isOpen: boolean;
  /**
   * 'pin': the PIN, or the password instead; 'password': only the password, which alone lets a new PIN be set
   * without the current one. Either way the API's answer holds a parent proof.
   */
  kind?: ParentProofKind;
  onClose: () => void;
  /** The parent proved who they are: hand the device over, or make the waiting call again. */
  onVerified: () => void;
}

type PinValues = z.input<typeof familyPinRequest>;

const PIN_REQUIRED = 'Please enter the 4-digit PIN.';
const PASSWORD_REQUIRED = "Please enter the parent's password.";

interface PinFormProps {
  onVerified: () => void;
  onUsePassword: () => void;
  /** The PIN field, which the dialog focuses when it opens. */
  fieldRef: RefObject<HTMLInputElement | null>;
}

function PinForm({ onVerified, onUsePassword, fieldRef }: PinFormProps) {
  const [verifyPin, { isLoading, error, reset }] = useVerifyFamilyPinMutation();
  const { register, handleSubmit, formState } = useContractForm<typeof familyPinRequest, PinValues>(
    familyPinRequest,
    { pin: { required: PIN_REQUIRED, invalid: familyMessages.pinFormat } },
    { defaultValues: { pin: '' } },
  );
  const { ref, ...pinField } = register('pin');
  // Each try says only what became of it: a PIN refused before asking the API drops the API's last answer.
  const submit = handleSubmit(
    async (values) => {
      const result = await verifyPin(values);
      if (!('error' in result)) onVerified();
    },
    () => reset(),
  );
  const answer = error ? apiErrorMessage(error, familyMessages.pinWrong) : undefined;
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
          error={formState.errors.pin?.message ?? answer}
          {...pinField}
          ref={(element) => {
            ref(element);
            fieldRef.current = element;
          }}
        />
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

interface PasswordFormProps {
  onVerified: () => void;
  /** Absent when only the password will do. */
  onUsePin?: () => void;
  /** The password field, which the dialog focuses when it opens on this form. */
  fieldRef: RefObject<HTMLInputElement | null>;
}

function PasswordForm({ onVerified, onUsePin, fieldRef }: PasswordFormProps) {
  const { auth } = useAuthServices();
  const [confirmSignIn] = useConfirmParentSignInMutation();
  const email = useAppSelector(selectUserInfo)?.attributes.email ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async () => {
    if (!password) return setError(PASSWORD_REQUIRED);
    setChecking(true);
    setError(null);
    try {
      // The identity provider checks the password; the API checks the sign-in it gave and answers the proof.
      const signInToken = await auth.verifyPassword(email, password);
      const result = await confirmSignIn({ signInToken });
      if ('error' in result) setError(apiErrorMessage(result.error, familyErrorMessages.confirmParent(500)));
      else onVerified();
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
          ref={fieldRef}
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
        {onUsePin && (
          <Button type="button" variant="ghost" fullWidth onClick={onUsePin}>
            Use the PIN instead
          </Button>
        )}
      </Stack>
    </form>
  );
}

/**
 * Asks for the parent before a child profile hands the device back, or before a parent-only call the API
 * refused without a parent proof: the family's 4-digit PIN (checked and rate limited by the API), or the
 * account's password (a sign-in with the identity provider, which the API checks in turn).
 */
export function PinPrompt({ isOpen, kind = 'pin', onClose, onVerified }: PinPromptProps) {
  const [mode, setMode] = useState<'pin' | 'password'>('pin');
  const fieldRef = useRef<HTMLInputElement>(null);
  const shown = kind === 'password' ? 'password' : mode;
  const close = () => {
    setMode('pin');
    onClose();
  };
  const verified = () => {
    setMode('pin');
    onVerified();
  };
  return (
    <Modal isOpen={isOpen} onClose={close} title={PARENT_CHECK_TITLE} size="sm" initialFocusRef={fieldRef}>
      <p>A parent needs to confirm this step.</p>
      {kind === 'password' && <p>Your password confirms setting a new PIN without the current one.</p>}
      {shown === 'pin' ? (
        <PinForm onVerified={verified} onUsePassword={() => setMode('password')} fieldRef={fieldRef} />
      ) : (
        <PasswordForm
          onVerified={verified}
          onUsePin={kind === 'password' ? undefined : () => setMode('pin')}
          fieldRef={fieldRef}
        />
      )}
    </Modal>
  );
}
