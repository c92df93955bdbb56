import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'after' : 'first'}</p>;
}

afterEach(() => jest.useRealTimers());

test('is false until the frame after the first render has been drawn, then true', async () => {
  jest.useFakeTimers();
  render(<Probe />);
  expect(screen.getByText('first')).toBeInTheDocument();
  // The frame is drawn (requestAnimationFrame), then the timeout queued from it runs.
  await act(async () => {
    jest.advanceTimersToNextFrame();
  });
  expect(screen.getByText('first')).toBeInTheDocument();
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  expect(screen.getByText('after')).toBeInTheDocument();
});

test('leaves nothing scheduled once unmounted', () => {
  jest.useFakeTimers();
  const { unmount } = render(<Probe />);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
