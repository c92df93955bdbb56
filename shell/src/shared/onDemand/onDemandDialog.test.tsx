import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from 'shared-ui';
import { renderWithTheme } from 'shared-ui/testing';
import { onDemandDialog, type DialogControl } from './onDemandDialog';

function Greeting({ isOpen, onClose }: DialogControl) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Hello" size="sm">
      <label>
        Name <input />
      </label>
    </Modal>
  );
}

const NOT_LOADED = 'This could not be loaded.';

/** A dialog whose code arrives when `deliver` is called, or fails with `fail`. */
function slowDialog() {
  const loads: { resolve: () => void; reject: () => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) =>
        loads.push({ resolve: () => resolve(Greeting), reject: () => reject(new Error('chunk failed')) }),
      ),
  );
  const Dialog = onDemandDialog(load, () => ({ title: 'Hello', failure: NOT_LOADED }));
  function Page() {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        <Dialog isOpen={isOpen} onClose={() => setOpen(false)} />
      </>
    );
  }
  renderWithTheme(<Page />);
  return { load, deliver: () => loads.at(-1)?.resolve(), fail: () => loads.at(-1)?.reject() };
}

test('a dialog loads nothing until it first opens, answers at once with a loading frame, then shows itself', async () => {
  const user = userEvent.setup();
  const { load, deliver } = slowDialog();
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('dialog', { name: 'Hello' })).toHaveTextContent('Loading');

  deliver();
  expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

test('once loaded, closing and opening again does not load it again', async () => {
  const user = userEvent.setup();
  const { load, deliver } = slowDialog();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  deliver();
  await screen.findByRole('textbox', { name: 'Name' });

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('code that cannot be loaded is said in the dialog, and Try again loads it', async () => {
  const user = userEvent.setup();
  const { load, deliver, fail } = slowDialog();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  fail();
  expect(await screen.findByRole('alert')).toHaveTextContent(NOT_LOADED);

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('dialog', { name: 'Hello' })).toHaveTextContent('Loading');
  deliver();
  expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
});

test('a failed load can also be closed, like the dialog', async () => {
  const user = userEvent.setup();
  const { fail } = slowDialog();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  fail();
  await screen.findByRole('alert');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
