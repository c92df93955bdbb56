import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { onDemand } from './onDemand';
import { OnDemandPart } from './OnDemandPart';

const FAILURE = 'The player did not arrive. Check your connection, then try again.';

function Player({ title }: { title: string }) {
  return <button type="button">Play {title}</button>;
}

/** A part whose code arrives when `deliver` is called, or fails with `fail`; the page around it has a heading. */
function renderSlowPart() {
  const loads: { resolve: () => void; reject: () => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<typeof Player>((resolve, reject) =>
        loads.push({ resolve: () => resolve(Player), reject: () => reject(new Error('chunk failed')) }),
      ),
  );
  const part = onDemand(load);
  const page = (
    <main>
      <h1>The lesson</h1>
      <OnDemandPart part={part} loading={<p>Loading the player</p>} failure={FAILURE}>
        {(Loaded) => <Loaded title="the video" />}
      </OnDemandPart>
    </main>
  );
  const view = renderWithTheme(page);
  return {
    load,
    part,
    rerender: () => view.rerender(page),
    deliver: () => act(async () => loads.at(-1)?.resolve()),
    fail: () => act(async () => loads.at(-1)?.reject()),
  };
}

test('a part shows its loading state, then itself once its code arrives', async () => {
  const { load, deliver } = renderSlowPart();
  expect(screen.getByText('Loading the player')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  await deliver();
  expect(screen.getByRole('button', { name: 'Play the video' })).toBeInTheDocument();
  expect(screen.queryByText('Loading the player')).not.toBeInTheDocument();
});

test('code that does not arrive is said in the part’s place only, and Try again loads it', async () => {
  const user = userEvent.setup();
  const { load, deliver, fail } = renderSlowPart();
  await fail();
  expect(screen.getByRole('alert')).toHaveTextContent(FAILURE);
  expect(screen.getByRole('heading', { level: 1, name: 'The lesson' })).toBeInTheDocument();

  const tryAgain = screen.getByRole('button', { name: 'Try again' });
  await user.click(tryAgain);
  expect(load).toHaveBeenCalledTimes(2);
  // The message and its button stay while the code is on its way again: focus is not dropped.
  expect(tryAgain).toHaveFocus();
  expect(tryAgain).toHaveAttribute('aria-busy', 'true');
  expect(tryAgain).toBeEnabled();
  await deliver();
  expect(screen.getByRole('button', { name: 'Play the video' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a second failure leaves the message and a ready Try again, focus on it', async () => {
  const user = userEvent.setup();
  const { load, fail } = renderSlowPart();
  await fail();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await fail();
  const tryAgain = screen.getByRole('button', { name: 'Try again' });
  expect(tryAgain).toHaveFocus();
  expect(tryAgain).not.toHaveAttribute('aria-busy');
  expect(screen.getByRole('alert')).toHaveTextContent(FAILURE);
  expect(load).toHaveBeenCalledTimes(2);
});

test('each failure is a new alert, so a retry that failed again is announced again', async () => {
  const user = userEvent.setup();
  const { fail } = renderSlowPart();
  await fail();
  const first = screen.getByRole('alert');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  // While the retry is on its way the message stays as it was.
  expect(screen.getByRole('alert')).toBe(first);
  await fail();
  const second = screen.getByRole('alert');
  expect(second).not.toBe(first);
  expect(second).toHaveTextContent(FAILURE);
});

test('code loaded before the part first renders is shown at once, without loading again', async () => {
  const { part, load } = (() => {
    const load = jest.fn(() => Promise.resolve(Player));
    return { part: onDemand(load), load };
  })();
  await part.load();
  renderWithTheme(
    <OnDemandPart part={part} loading={<p>Loading the player</p>} failure={FAILURE}>
      {(Loaded) => <Loaded title="the video" />}
    </OnDemandPart>,
  );
  expect(screen.getByRole('button', { name: 'Play the video' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
