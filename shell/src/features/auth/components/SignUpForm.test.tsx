import { act, screen, within } from '@testing-library/react';
import { signUpRequest } from 'shared-contract';
import { openModal, toggleSignInForm } from 'shared-events';
import { fakeAuthClient } from '../testing/fakeAuthClient';
import { renderAuth, setTestConfig } from '../testing/renderAuth';
import { AuthModal } from './AuthModal';

beforeEach(() => setTestConfig());

function renderSignUp() {
  const { client } = fakeAuthClient();
  const rendered = renderAuth(<AuthModal />, { auth: client });
  act(() => {
    rendered.store.dispatch(toggleSignInForm());
    rendered.store.dispatch(openModal());
  });
  return { ...rendered, client };
}

const metRules = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.textContent);

it('turns each password rule green as it is met, one by one', async () => {
  const { user } = renderSignUp();
  expect(metRules()).toEqual([]);
  const password = screen.getByLabelText(/^Password/, { selector: 'input' });
  await user.type(password, 'a');
  expect(metRules()).toEqual(['✓A lowercase letter (met)']);
  await user.type(password, 'B');
  await user.type(password, '3');
  await user.type(password, '@');
  expect(metRules()).toHaveLength(4);
  await user.type(password, 'xyzw');
  expect(metRules()).toHaveLength(5);
  expect(screen.getByText('At least 8 characters').closest('li')).toHaveStyle({ color: '#2e7d32' });
});

it("shows 'Passwords do not match.' and keeps Sign Up disabled until everything holds", async () => {
  const { user, client } = renderSignUp();
  const signUp = screen.getByRole('button', { name: 'Sign Up' });
  expect(signUp).toBeDisabled();
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret@123');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret@12');
  expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
  expect(signUp).toBeDisabled();
  await user.type(screen.getByLabelText(/^Confirm Password/), '3');
  expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument();
  expect(signUp).toBeEnabled();
  await user.click(signUp);
  expect(client.signUp).toHaveBeenCalledWith({
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    password: 'Secret@123',
  });
});

it("shows the identity service's error in red at the top of the form", async () => {
  const { client } = fakeAuthClient({
    signUp: jest.fn(async () => {
      throw Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' });
    }),
  });
  const { user, store } = renderAuth(<AuthModal />, { auth: client });
  act(() => {
    store.dispatch(toggleSignInForm());
    store.dispatch(openModal());
  });
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret@123');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  const form = screen.getByRole('form', { name: 'Sign Up' });
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('User already exists');
  expect(form.firstElementChild?.firstElementChild).toBe(alert);
  expect(alert).toHaveStyle({ color: '#c62828' });
});

it("refuses, as the identity contract does, an address the contract's e-mail rule refuses, and says so once it is left", async () => {
  const { user, client } = renderSignUp();
  expect(signUpRequest.safeParse({ email: 'ada@example', name: 'Ada', password: 'Secret@123' }).success).toBe(
    false,
  );
  await user.type(screen.getByLabelText(/^Email/), 'ada@example');
  await user.type(screen.getByLabelText(/^Name/), 'Ada');
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret@123');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret@123');
  const signUp = screen.getByRole('button', { name: 'Sign Up' });
  expect(signUp).toBeDisabled();
  await user.type(screen.getByLabelText(/^Email/), '.com');
  expect(screen.getByLabelText(/^Email/)).not.toHaveAccessibleDescription();
  expect(signUp).toBeEnabled();
  await user.click(signUp);
  expect(client.signUp).toHaveBeenCalledWith({
    email: 'ada@example.com',
    name: 'Ada',
    password: 'Secret@123',
  });
});

it("says how a child's data is kept: the parent signs up and adds a child profile with no e-mail or password", () => {
  renderSignUp();
  const note = screen.getByTestId('sign-up-children-note');
  expect(note).toHaveTextContent('Create the account yourself as the parent, then add a child profile');
  expect(note).toHaveTextContent('no e-mail, no password, never shown to other users, seen only by you');
  expect(note).toHaveTextContent('delete it with all of its data');
});
