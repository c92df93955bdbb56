import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { Button } from './Button';

test('is a non-submitting button by default and reports clicks', async () => {
  const onClick = jest.fn();
  const { user } = renderWithUser(<Button onClick={onClick}>Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toHaveAttribute('type', 'button');
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('keeps an explicit submit type', () => {
  renderWithUser(<Button type="submit">Send</Button>);
  expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
});

test('loading shows a spinner, sets aria-busy and blocks clicks', async () => {
  const onClick = jest.fn();
  const { user } = renderWithUser(
    <Button loading onClick={onClick}>
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toBeDisabled();
  expect(button.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  await user.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('renders as a link with `as`', () => {
  renderWithUser(
    <Button as="a" href="/start" variant="secondary">
      Start
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Start' });
  expect(link).toHaveAttribute('href', '/start');
  expect(link).not.toHaveAttribute('type');
});

test('a loading link is marked disabled and does not activate', async () => {
  const onClick = jest.fn();
  const { user } = renderWithUser(
    <Button as="a" href="#go" loading onClick={onClick}>
      Go
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Go' });
  expect(link).toHaveAttribute('aria-disabled', 'true');
  expect(link).toHaveAttribute('aria-busy', 'true');
  await user.click(link);
  expect(onClick).not.toHaveBeenCalled();
});

test('renders a custom component with `as`', () => {
  function FakeLink({
    to,
    children,
    ...rest
  }: {
    to: string;
    children?: React.ReactNode;
    className?: string;
  }) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  renderWithUser(
    <Button as={FakeLink} to="/courses" variant="ghost">
      Courses
    </Button>,
  );
  expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
});
