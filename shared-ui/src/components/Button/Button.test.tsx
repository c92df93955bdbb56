import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithUser } from '../../testing/renderWithUser';
import { colors } from '../../theme/tokens';
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

// A page's restyling, as an app writes it: its rule comes after Button's, so it wins where both set a property.
const WideButton = styled(Button)`
  width: 20rem;
`;

test("a page's styled(Button) keeps the variant's look, adds its own rules and renders what `forwardedAs` names", () => {
  renderWithUser(
    <WideButton forwardedAs="a" href="/start" variant="secondary">
      Start
    </WideButton>,
  );
  const link = screen.getByRole('link', { name: 'Start' });
  expect(link).toHaveAttribute('href', '/start');
  expect(link).toHaveStyle({ display: 'inline-flex', width: '20rem', background: colors.secondary });
  expect(link).not.toHaveAttribute('$variant');
});
