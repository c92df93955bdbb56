import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beginFirstScreen, firstScreenCommitted, holdFirstScreen } from '../FirstScreen';
import { Staged, StagingProvider } from './Staged';

afterEach(() => {
  jest.useRealTimers();
});

/** Runs the timers one at a time, as the browser would run one task after another, until none is left. */
function runTasksOneByOne(onEach: () => void): void {
  while (jest.getTimerCount() > 0) {
    act(() => {
      jest.advanceTimersToNextTimer();
    });
    onEach();
  }
}

function Page({ staging }: { staging: boolean }) {
  return (
    <StagingProvider value={staging}>
      <h1>Top of the page</h1>
      <Staged>
        <p>First part</p>
      </Staged>
      <Staged>
        <p>Second part</p>
      </Staged>
      <Staged>
        <p>Third part</p>
      </Staged>
    </StagingProvider>
  );
}

const shownParts = () =>
  ['First part', 'Second part', 'Third part'].filter((text) => screen.queryByText(text) !== null);

/** What shows after each task that changes it, the tasks run one at a time until none is left. */
function partsShownTaskByTask(): string[][] {
  const seen: string[][] = [];
  runTasksOneByOne(() => {
    const shown = shownParts();
    if (seen.at(-1)?.length !== shown.length) seen.push(shown);
  });
  return seen;
}

test('with staging on, the page renders first and its staged parts follow one per task, in page order', () => {
  jest.useFakeTimers();
  render(<Page staging />);
  expect(screen.getByRole('heading', { name: 'Top of the page' })).toBeInTheDocument();
  expect(shownParts()).toEqual([]);

  expect(partsShownTaskByTask()).toEqual([
    ['First part'],
    ['First part', 'Second part'],
    ['First part', 'Second part', 'Third part'],
  ]);
});

test('with staging off (the default), staged parts render with the page', () => {
  render(
    <>
      <Staged>
        <p>Outside any provider</p>
      </Staged>
      <Page staging={false} />
    </>,
  );
  expect(screen.getByText('Outside any provider')).toBeInTheDocument();
  expect(shownParts()).toEqual(['First part', 'Second part', 'Third part']);
});

test('a part removed before its turn is never rendered and does not hold up the parts after it', () => {
  jest.useFakeTimers();
  let hideFirst = () => {};
  function Removable() {
    const [first, setFirst] = useState(true);
    hideFirst = () => setFirst(false);
    return (
      <StagingProvider value>
        {first && (
          <Staged>
            <p>First part</p>
          </Staged>
        )}
        <Staged>
          <p>Second part</p>
        </Staged>
      </StagingProvider>
    );
  }
  render(<Removable />);
  // Both parts are queued (their effects have run) and neither has had its turn.
  expect(shownParts()).toEqual([]);
  act(() => hideFirst());
  // The next turn is the second part's: the removed one left the queue.
  act(() => {
    jest.advanceTimersToNextTimer();
  });
  expect(screen.getByText('Second part')).toBeInTheDocument();
  let firstEverShown = false;
  runTasksOneByOne(() => {
    firstEverShown ||= screen.queryByText('First part') !== null;
  });
  expect(firstEverShown).toBe(false);
});

test('a staged part inside one that has had its turn joins the end of the queue', () => {
  jest.useFakeTimers();
  render(
    <StagingProvider value>
      <Staged>
        <p>First part</p>
        <Staged>
          <p>Third part</p>
        </Staged>
      </Staged>
      <Staged>
        <p>Second part</p>
      </Staged>
    </StagingProvider>,
  );
  expect(partsShownTaskByTask()).toEqual([
    ['First part'],
    ['First part', 'Second part'],
    ['First part', 'Second part', 'Third part'],
  ]);
});

test('a part shows its fallback until its turn', () => {
  jest.useFakeTimers();
  render(
    <StagingProvider value>
      <Staged fallback={<p>Keeping a screen's height</p>}>
        <p>First part</p>
      </Staged>
    </StagingProvider>,
  );
  expect(screen.getByText("Keeping a screen's height")).toBeInTheDocument();
  runTasksOneByOne(() => undefined);
  expect(screen.queryByText("Keeping a screen's height")).toBeNull();
  expect(screen.getByText('First part')).toBeInTheDocument();
});

test("on the arrival, staged parts wait for the page's first screen, then take their turns", () => {
  jest.useFakeTimers();
  beginFirstScreen();
  const lessonText = holdFirstScreen();
  render(<Page staging />);
  firstScreenCommitted();
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(shownParts()).toEqual([]);

  act(() => lessonText());
  // The paint the first screen waits for shows nothing new; the turns follow.
  expect(partsShownTaskByTask()).toEqual([
    [],
    ['First part'],
    ['First part', 'Second part'],
    ['First part', 'Second part', 'Third part'],
  ]);
});
