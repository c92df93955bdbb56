import { act, render, screen } from '@testing-library/react';
import {
  FIRST_SCREEN_SETTLE_MS,
  FIRST_SCREEN_WAIT_MS,
  afterFirstScreen,
  beginFirstScreen,
  firstScreenCommitted,
  holdFirstScreen,
  isFirstScreenShown,
  useFirstScreenHold,
  useFirstScreenShown,
} from './firstScreen';

afterEach(() => {
  jest.useRealTimers();
});

/** A frame and the time it takes to reach the screen: what the first screen waits for once nothing holds it. */
function paint(): void {
  act(() => {
    jest.advanceTimersByTime(16 + FIRST_SCREEN_SETTLE_MS);
  });
}

test('without the shell beginning an arrival (a remote alone, a test), the first screen counts as shown', () => {
  expect(isFirstScreenShown()).toBe(true);
  const run = jest.fn();
  afterFirstScreen(run);
  expect(run).toHaveBeenCalledTimes(1);
});

test('what waits for the first screen runs after the committed page has painted, not before', () => {
  jest.useFakeTimers();
  beginFirstScreen();
  const run = jest.fn();
  afterFirstScreen(run);
  paint();
  expect(run).not.toHaveBeenCalled();

  firstScreenCommitted();
  expect(run).not.toHaveBeenCalled();
  // Painted, not yet on the screen.
  act(() => {
    jest.advanceTimersByTime(16 + FIRST_SCREEN_SETTLE_MS / 2);
  });
  expect(run).not.toHaveBeenCalled();
  paint();
  expect(run).toHaveBeenCalledTimes(1);
  expect(isFirstScreenShown()).toBe(true);

  // From then on nothing waits: a page reached within the site.
  const later = jest.fn();
  afterFirstScreen(later);
  expect(later).toHaveBeenCalledTimes(1);
  expect(run).toHaveBeenCalledTimes(1);
});

test('a part that holds the first screen keeps the rest waiting until it lets go', () => {
  jest.useFakeTimers();
  beginFirstScreen();
  const run = jest.fn();
  afterFirstScreen(run);
  const release = holdFirstScreen();
  firstScreenCommitted();
  paint();
  paint();
  expect(run).not.toHaveBeenCalled();

  release();
  expect(run).not.toHaveBeenCalled();
  paint();
  expect(run).toHaveBeenCalledTimes(1);
});

test('a hold handed to another part in the same task does not let the rest go in between', () => {
  jest.useFakeTimers();
  beginFirstScreen();
  const run = jest.fn();
  afterFirstScreen(run);
  const regionLoading = holdFirstScreen();
  firstScreenCommitted();
  regionLoading();
  const textLoading = holdFirstScreen();
  paint();
  paint();
  expect(run).not.toHaveBeenCalled();
  textLoading();
  paint();
  expect(run).toHaveBeenCalledTimes(1);
});

test('a part let go while an earlier check waits gets a whole paint of its own before the rest goes', () => {
  jest.useFakeTimers();
  beginFirstScreen();
  const run = jest.fn();
  afterFirstScreen(run);
  const artwork = holdFirstScreen();
  firstScreenCommitted();
  act(() => {
    jest.advanceTimersByTime(FIRST_SCREEN_SETTLE_MS);
  });
  artwork();
  // The check the commit asked for comes now, too soon after the artwork was let go.
  act(() => {
    jest.advanceTimersByTime(30);
  });
  expect(run).not.toHaveBeenCalled();
  paint();
  expect(run).toHaveBeenCalledTimes(1);
});

test('a hold never let go keeps the rest waiting no longer than the wait after the commit', () => {
  jest.useFakeTimers();
  beginFirstScreen();
  const run = jest.fn();
  afterFirstScreen(run);
  holdFirstScreen();
  firstScreenCommitted();
  act(() => {
    jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
  });
  expect(run).not.toHaveBeenCalled();
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(run).toHaveBeenCalledTimes(1);
});

test('a cancelled wait never runs', () => {
  jest.useFakeTimers();
  beginFirstScreen();
  const run = jest.fn();
  const cancel = afterFirstScreen(run);
  cancel();
  firstScreenCommitted();
  paint();
  expect(isFirstScreenShown()).toBe(true);
  expect(run).not.toHaveBeenCalled();
});

function LessonText({ loading }: { loading: boolean }) {
  useFirstScreenHold(loading);
  return <p>{loading ? 'Loading lesson' : 'A program is a list of instructions'}</p>;
}

function CourseMenu() {
  return <p>{useFirstScreenShown() ? 'Course menu' : 'Course menu waits'}</p>;
}

test('a component holding while its content loads keeps another that waits for the first screen waiting', () => {
  jest.useFakeTimers();
  beginFirstScreen();
  const { rerender } = render(
    <>
      <LessonText loading />
      <CourseMenu />
    </>,
  );
  firstScreenCommitted();
  paint();
  expect(screen.getByText('Course menu waits')).toBeInTheDocument();

  rerender(
    <>
      <LessonText loading={false} />
      <CourseMenu />
    </>,
  );
  expect(screen.getByText('A program is a list of instructions')).toBeInTheDocument();
  expect(screen.getByText('Course menu waits')).toBeInTheDocument();
  paint();
  expect(screen.getByText('Course menu')).toBeInTheDocument();
});
