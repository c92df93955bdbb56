import { useRef, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { Modal, type ModalProps } from './Modal';
import { useIsAnyModalOpen } from './modalStack';

function Harness(props: Partial<ModalProps> & { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const { withInitialFocus, ...modalProps } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Sign in"
        isOpen={open}
        onClose={() => setOpen(false)}
        initialFocusRef={withInitialFocus ? emailRef : undefined}
        footer={<button type="button">Submit</button>}
        {...modalProps}
      >
        <label>
          Email <input ref={emailRef} />
        </label>
      </Modal>
    </>
  );
}

test('is a modal dialog labelled by its title', async () => {
  const { user } = renderWithUser(<Harness />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign in' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog.parentElement?.parentElement).toBe(document.body);
});

test('moves focus in, traps Tab in both directions, and returns focus on Escape', async () => {
  const { user } = renderWithUser(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const close = screen.getByRole('button', { name: 'Close' });
  const email = screen.getByRole('textbox', { name: 'Email' });
  const submit = screen.getByRole('button', { name: 'Submit' });
  expect(close).toHaveFocus();
  await user.tab();
  expect(email).toHaveFocus();
  await user.tab();
  expect(submit).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(submit).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('focuses the requested initial element', async () => {
  const { user } = renderWithUser(<Harness withInitialFocus />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
});

test('closes on overlay click but not on clicks inside the dialog', async () => {
  const { user } = renderWithUser(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('textbox', { name: 'Email' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByTestId('modal-overlay'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

test('overlay click and Escape can be turned off', async () => {
  const { user } = renderWithUser(<Harness closeOnOverlayClick={false} closeOnEscape={false} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByTestId('modal-overlay'));
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('locks body scroll while open and restores it after', async () => {
  document.body.style.overflow = 'scroll';
  const { user } = renderWithUser(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(document.body.style.overflow).toBe('hidden');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(document.body.style.overflow).toBe('scroll');
  document.body.style.overflow = '';
});

test('a hidden title still names the dialog', () => {
  renderWithUser(
    <Modal isOpen onClose={() => undefined} title="Video" hideTitle closeLabel="Dismiss">
      <p>Body</p>
    </Modal>,
  );
  expect(screen.getByRole('dialog', { name: 'Video' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
});

test('Escape closes the dialog wherever focus is, even on the page behind it', async () => {
  const { user } = renderWithUser(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  opener.focus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(opener);
  (document.activeElement as HTMLElement).blur();
  expect(document.body).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Escape leaves the dialog open when a control inside it used the key', async () => {
  const { user } = renderWithUser(
    <Harness
      footer={
        <button type="button" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}>
          Menu
        </button>
      }
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  screen.getByRole('button', { name: 'Menu' }).focus();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

function Stacked() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Modal title="Outer" isOpen={outer} onClose={() => setOuter(false)}>
      <button type="button" onClick={() => setInner(true)}>
        Open inner
      </button>
      <Modal title="Inner" isOpen={inner} onClose={() => setInner(false)}>
        <p>Nested</p>
      </Modal>
    </Modal>
  );
}

test('Escape closes only the topmost of two open dialogs, then the one below', async () => {
  const { user } = renderWithUser(<Stacked />);
  await user.click(screen.getByRole('button', { name: 'Open inner' }));
  (document.activeElement as HTMLElement).blur();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument();
});

function Vanishing() {
  const [saved, setSaved] = useState(false);
  return (
    <Modal title="Save" isOpen onClose={() => undefined}>
      {saved ? (
        <p>Saved</p>
      ) : (
        <button type="button" onClick={() => setSaved(true)}>
          Save
        </button>
      )}
      <input aria-label="Note" />
    </Modal>
  );
}

test('keeps focus in the dialog when the focused control disappears, and Tab comes back into it', async () => {
  const { user } = renderWithUser(<Vanishing />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

  (document.activeElement as HTMLElement).blur();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  (document.activeElement as HTMLElement).blur();
  await user.tab({ shift: true });
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
});

function OpenDialogReport() {
  return <p>{useIsAnyModalOpen() ? 'A dialog is open' : 'No dialog is open'}</p>;
}

test('useIsAnyModalOpen follows the dialogs opened and closed anywhere on the page', async () => {
  const { user } = renderWithUser(
    <>
      <OpenDialogReport />
      <Harness />
    </>,
  );
  expect(screen.getByText('No dialog is open')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByText('A dialog is open')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.getByText('No dialog is open')).toBeInTheDocument();
});
