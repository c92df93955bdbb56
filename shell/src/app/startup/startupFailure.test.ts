import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showStartupFailure } from './startupFailure';

afterEach(() => {
  document.body.innerHTML = '';
});

it('replaces whatever the root holds with the start-up error, and Try again loads the page again', async () => {
  const root = document.createElement('div');
  root.innerHTML = '<p>half a page</p>';
  document.body.append(root);
  const reload = jest.fn();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = new Error('Loading chunk bootstrap failed');

  showStartupFailure(error, root, reload);

  const alert = within(screen.getByRole('main')).getByRole('alert');
  expect(screen.getByRole('heading', { level: 1, name: 'The site could not start' })).toBeVisible();
  expect(alert).toHaveTextContent('Part of the site did not arrive. Check your connection, then try again.');
  expect(screen.queryByText('half a page')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(consoleError).toHaveBeenCalledWith('The site could not start:', error);
  consoleError.mockRestore();
});
