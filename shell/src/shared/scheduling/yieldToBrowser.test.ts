import { yieldToBrowser } from './yieldToBrowser';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test('resolves only after the tasks already queued have run, not in the current task', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  const yielded = yieldToBrowser().then(() => order.push('after the yield'));
  await Promise.resolve();
  order.push('same task');
  await yielded;
  expect(order).toEqual(['same task', 'queued task', 'after the yield']);
});

test("uses the browser's scheduler.yield() where there is one", async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
  await yieldToBrowser();
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});
