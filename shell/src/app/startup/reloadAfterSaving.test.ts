import { reloadAfterSaving } from './reloadAfterSaving';

it('reloads only after the persisted state has been written', async () => {
  const events: string[] = [];
  let finishWrite: () => void = () => undefined;
  const persistor = {
    flush: () =>
      new Promise<void>((resolve) => {
        events.push('flush');
        finishWrite = () => {
          events.push('written');
          resolve();
        };
      }),
  };
  const reload = jest.fn(() => events.push('reload'));

  reloadAfterSaving(persistor, reload)();
  await Promise.resolve();
  expect(reload).not.toHaveBeenCalled();

  finishWrite();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(events).toEqual(['flush', 'written', 'reload']);
});

it('still reloads when storage cannot be written', async () => {
  const reload = jest.fn();
  reloadAfterSaving({ flush: () => Promise.reject(new Error('quota exceeded')) }, reload)();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('loads the given address instead of reloading, once the state is written', async () => {
  const reload = jest.fn();
  reloadAfterSaving({ flush: () => Promise.resolve() }, reload)('/checkout?courseId=3');
  await Promise.resolve();
  await Promise.resolve();
  expect(reload).toHaveBeenCalledWith('/checkout?courseId=3');
});
