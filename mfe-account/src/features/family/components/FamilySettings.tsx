import { familyMessages, familyPinChangeRequest } from 'shared-contract';
import type * as z from 'shared-contract/zod';
import {
  apiErrorMessage,
  familyErrorMessages,
  useSetFamilyPinMutation,
  useSetWeeklySummaryMutation,
} from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, ErrorText, Stack, SuccessText, Switch, TextField } from 'shared-ui';

type PinValues = z.input<typeof familyPinChangeRequest>;

/**
 * Sets or changes the 4-digit PIN a child profile needs to hand the device back to the parent. A change sends the
 * current PIN when it is filled in; left empty, the API asks for the password instead (the parent check).
 */
export function PinSettings({ hasPin }: { hasPin: boolean }) {
  const [setPin, { isLoading, error, isSuccess, reset: resetResult }] = useSetFamilyPinMutation();
  const { register, handleSubmit, formState, reset } = useContractForm<
    typeof familyPinChangeRequest,
    PinValues
  >(
    familyPinChangeRequest,
    {
      pin: { required: familyMessages.pinFormat, invalid: familyMessages.pinFormat },
      currentPin: { invalid: familyMessages.pinFormat },
    },
    { defaultValues: { pin: '' } },
  );
  const submit = handleSubmit(async (values) => {
    const result = await setPin(values);
    if (!('error' in result)) reset();
  });
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Parent PIN" noValidate>
      <Stack $gap="sm" $align="flex-start">
        <h2>Parent PIN</h2>
        <p>
          {hasPin
            ? 'A PIN is set. Your children need it, or your password, to switch back to you.'
            : 'Set a 4-digit PIN so you can switch back from a child profile without your password.'}
        </p>
        {hasPin && (
          <TextField
            label="Current PIN"
            hint="Forgot it? Leave it empty and confirm with your password instead."
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            error={formState.errors.currentPin?.message}
            {...register('currentPin', {
              // An empty field is no PIN: the request leaves it out.
              setValueAs: (value: string) => value || undefined,
              onChange: () => resetResult(),
            })}
          />
        )}
        <TextField
          label={hasPin ? 'New 4-digit PIN' : '4-digit PIN'}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={4}
          required
          error={formState.errors.pin?.message}
          {...register('pin', { onChange: () => resetResult() })}
        />
        {error && <ErrorText>{apiErrorMessage(error, familyErrorMessages.pin(500))}</ErrorText>}
        {isSuccess && <SuccessText>The PIN is saved.</SuccessText>}
        <Button type="submit" loading={isLoading}>
          {hasPin ? 'Change PIN' : 'Set PIN'}
        </Button>
      </Stack>
    </form>
  );
}

export interface WeeklySummarySettingProps {
  enabled: boolean;
  /** The parent's own address the summary goes to; null or absent when the API does not say. */
  sendTo?: string | null;
}

/**
 * The weekly summary e-mail to the parent: opt-in, saved as soon as it is switched, saying when it is sent and to
 * which address (the page is the signed-in parent's only: a child profile is asked to fetch a parent).
 */
export function WeeklySummarySetting({ enabled, sendTo }: WeeklySummarySettingProps) {
  const [setWeeklySummary, { isLoading, error }] = useSetWeeklySummaryMutation();
  return (
    <Stack $gap="sm">
      <h2>Weekly summary</h2>
      <Switch
        label="E-mail me a summary of my children's week"
        hint={`Sent every Monday morning for the week before, to ${sendTo ?? 'the e-mail address of your account'}. Every e-mail has a link to stop them.`}
        checked={enabled}
        disabled={isLoading}
        onChange={(event) => void setWeeklySummary({ enabled: event.target.checked })}
      />
      {error && <ErrorText>{apiErrorMessage(error, familyErrorMessages.weeklySummary(500))}</ErrorText>}
    </Stack>
  );
}
