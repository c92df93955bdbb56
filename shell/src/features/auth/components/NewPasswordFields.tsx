import { useId } from 'react';
import { PASSWORD_MAX } from 'shared-contract';
import { Stack, TextField, type TextFieldProps } from 'shared-ui';
import { PASSWORD_MISMATCH } from '../model/authForms';
import { PasswordRules } from './PasswordRules';

/** What a form's `register(name)` gives a field. */
type Registered = Omit<TextFieldProps, 'label' | 'type' | 'error'>;

interface NewPasswordFieldsProps {
  labels: { password: string; confirmation: string };
  /** What is typed so far: the rules light up as they are met, and a different confirmation says so at once. */
  values: { password: string; confirmation: string };
  errors: { password?: string; confirmation?: string };
  fields: { password: Registered; confirmation: Registered };
}

/** A new password by the sign-up's rules (spec §5) and its confirmation: sign-up and the password reset. */
export function NewPasswordFields({ labels, values, errors, fields }: NewPasswordFieldsProps) {
  const rulesId = useId();
  const mismatch = values.confirmation !== '' && values.confirmation !== values.password;
  return (
    <>
      <Stack $gap="xs">
        <TextField
          label={labels.password}
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          aria-describedby={rulesId}
          error={errors.password}
          {...fields.password}
        />
        <PasswordRules id={rulesId} password={values.password} />
      </Stack>
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        required
        error={mismatch ? PASSWORD_MISMATCH : errors.confirmation}
        {...fields.confirmation}
      />
    </>
  );
}
