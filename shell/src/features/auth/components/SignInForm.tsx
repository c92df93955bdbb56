import { useState, type FormEvent } from 'react';
import { selectLoginError, selectUserLoading, useAppSelector } from 'shared-platform';
import { Button, ErrorText, Stack, TextField } from 'shared-ui';
import { useAuthActions } from '../model/useAuthActions';

export function SignInForm() {
  const loading = useAppSelector(selectUserLoading);
  const error = useAppSelector(selectLoginError);
  const { signIn } = useAuthActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(email.trim(), password);
  };

  return (
    <form onSubmit={submit} aria-label="Sign In">
      <Stack $gap="md">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && <ErrorText>{error}</ErrorText>}
        <Button type="submit" fullWidth loading={loading}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
