import { VIDEO_POSITION_MAX_SECONDS } from 'shared-contract';
import { createPositionSaver, savablePoint, type PlaybackPoint } from './positionSaver';

const INTERVAL = 5000;

function setup(answers: boolean[] = []) {
  const point: PlaybackPoint = { position: 0, duration: 120 };
  const saves: { position: number; keepalive: boolean }[] = [];
  const pending: ((saved: boolean) => void)[] = [];
  const saver = createPositionSaver({
    read: () => ({ ...point }),
    save: (sent, { keepalive }) => {
      saves.push({ position: sent.position, keepalive });
      const answer = answers.shift();
      return answer === undefined ? new Promise((resolve) => pending.push(resolve)) : Promise.resolve(answer);
    },
    intervalMs: INTERVAL,
  });
  const at = (seconds: number) => {
    point.position = seconds;
  };
  return { saver, saves, pending, at };
}

/** Lets the saves' promises settle. */
const settle = () => Promise.resolve().then(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('saves every interval while playing, and on pause, at the end and on leave', async () => {
  const { saver, saves, at } = setup(Array(10).fill(true));
  saver.playing();
  at(4.97);
  jest.advanceTimersByTime(INTERVAL);
  await settle();
  at(9.96);
  jest.advanceTimersByTime(INTERVAL);
  await settle();
  at(11);
  saver.paused();
  await settle();
  jest.advanceTimersByTime(3 * INTERVAL);
  saver.playing();
  at(120);
  saver.ended();
  await settle();
  saver.playing();
  at(30);
  saver.left();
  expect(saves).toEqual([
    { position: 5, keepalive: false },
    { position: 10, keepalive: false },
    { position: 11, keepalive: false },
    { position: 120, keepalive: false },
    { position: 30, keepalive: true },
  ]);
});

it('saves nothing until the video has played on this visit', () => {
  const { saver, saves, at } = setup();
  at(42);
  saver.paused();
  saver.left();
  jest.advanceTimersByTime(3 * INTERVAL);
  expect(saves).toEqual([]);
});

it('does not save the same position twice', async () => {
  const { saver, saves, at } = setup([true, true]);
  saver.playing();
  at(7);
  saver.paused();
  await settle();
  saver.left();
  expect(saves).toEqual([{ position: 7, keepalive: false }]);
});

it('stops the periodic saves after a failed save until the video plays again, without retrying', async () => {
  const { saver, saves, at } = setup([false, true]);
  saver.playing();
  at(5);
  jest.advanceTimersByTime(INTERVAL);
  await settle();
  at(20);
  jest.advanceTimersByTime(5 * INTERVAL);
  expect(saves).toHaveLength(1);

  saver.playing();
  jest.advanceTimersByTime(INTERVAL);
  expect(saves.map((save) => save.position)).toEqual([5, 20]);
});

it('skips a tick while a save is on its way, and saves a pause after it', async () => {
  const { saver, saves, pending, at } = setup();
  saver.playing();
  at(5);
  jest.advanceTimersByTime(INTERVAL);
  at(10);
  jest.advanceTimersByTime(INTERVAL);
  at(12);
  saver.paused();
  expect(saves.map((save) => save.position)).toEqual([5]);

  pending.shift()?.(true);
  await settle();
  await settle();
  expect(saves.map((save) => save.position)).toEqual([5, 12]);
});

it('sends the leave at once even while a save is on its way', () => {
  const { saver, saves, at } = setup();
  saver.playing();
  at(5);
  jest.advanceTimersByTime(INTERVAL);
  at(8);
  saver.left();
  expect(saves).toEqual([
    { position: 5, keepalive: false },
    { position: 8, keepalive: true },
  ]);
});

it('sends only what the contract accepts', () => {
  expect(savablePoint({ position: 12.345, duration: 30.5 })).toEqual({ position: 12.3, duration: 30.5 });
  expect(savablePoint({ position: Number.NaN, duration: Number.NaN })).toEqual({
    position: 0,
    duration: null,
  });
  expect(savablePoint({ position: -1, duration: Infinity })).toEqual({ position: 0, duration: null });
  expect(savablePoint({ position: 1e9, duration: 1e9 })).toEqual({
    position: VIDEO_POSITION_MAX_SECONDS,
    duration: VIDEO_POSITION_MAX_SECONDS,
  });
});
