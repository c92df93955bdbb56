import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNAVAILABLE_TEXT } from '../remotes/RemoteRegion';
import { onDemand } from 'shared-ui';
import { renderWithTheme } from 'shared-ui/testing';
import { OnDemandPage } from './OnDemandPage';

const Policy = ({ name }: { name: string }) => <h1>{name} policy</h1>;

test('a page loads its code when shown, with the loading state of a remote page meanwhile', async () => {
  const part = onDemand(async () => ({ Policy }));
  renderWithTheme(<OnDemandPage part={part} render={(loaded) => <loaded.Policy name="Privacy" />} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
});

test('a page whose code cannot be loaded says the part is unavailable, and Retry loads it', async () => {
  const user = userEvent.setup();
  let up = false;
  const load = jest.fn(async () => {
    if (!up) throw new Error('chunk failed');
    return { Policy };
  });
  renderWithTheme(
    <OnDemandPage part={onDemand(load)} render={(loaded) => <loaded.Policy name="Refund" />} />,
  );
  expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE_TEXT })).toBeInTheDocument();
  up = true;
  await user.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('heading', { name: 'Refund policy' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('code loaded once is shown at once the next time, without loading it again', async () => {
  const load = jest.fn(async () => ({ Policy }));
  const part = onDemand(load);
  await part.load();
  renderWithTheme(<OnDemandPage part={part} render={(loaded) => <loaded.Policy name="Terms" />} />);
  expect(screen.getByRole('heading', { name: 'Terms policy' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
