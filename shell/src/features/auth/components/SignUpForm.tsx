import { useId, useState, type FormEvent } from 'react';
import { selectLoginError, selectUserLoading, useAppSelector } from 'shared-platform';
import { Button, ErrorText, Stack, TextField } from 'shared-ui';
import { canSignUp, PASSWORD_MISMATCH } from '../model/passwordRules';
import { useAuthActions } from '../model/useAuthActions';
import { PasswordRules } from './PasswordRules';

export function SignUpForm() {
  const loading = useAppSelector(selectUserLoading);
  const error = useAppSelector(selectLoginError);
  const { signUp } = useAuthActions();
  const rulesId = useId();
  const [fields, setFields] = useState({ email: '', name: '', password: '', confirmation: '' });
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  const mismatch = fields.confirmation !== '' && fields.confirmation !== fields.password;
  const ready = canSignUp(fields);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void signUp({ email: fields.email.trim(), name: fields.name.trim(), password: fields.password });
  };

  return (
    <form onSubmit={submit} aria-label="Sign Up">
      <Stack $gap="md">
        {error && <ErrorText>{error}</ErrorText>}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
        />
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={fields.name}
          onChange={set('name')}
        />
        <Stack $gap="xs">
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            aria-describedby={rulesId}
            value={fields.password}
            onChange={set('password')}
          />
          <PasswordRules id={rulesId} password={fields.password} />
        </Stack>
        <TextField
          label="Confirm Password"
          type="password"
          name="confirmation"
          autoComplete="new-password"
          required
          error={mismatch ? PASSWORD_MISMATCH : undefined}
          value={fields.confirmation}
          onChange={set('confirmation')}
        />
        <Button type="submit" fullWidth loading={loading} disabled={!ready}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
