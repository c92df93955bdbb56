import { inTasks } from './inTasks';

test('runs each step in a task of its own, in order, and answers with the last one', async () => {
  const order: string[] = [];
  const step = (name: string) => async () => {
    order.push(name);
    // Anything the browser queued meanwhile runs before the next step.
    setTimeout(() => order.push(`task queued by ${name}`), 0);
  };
  const result = await inTasks([step('platform'), step('design system')], async () => {
    order.push('shell');
    return 'started';
  });
  expect(result).toBe('started');
  expect(order).toEqual([
    'platform',
    'task queued by platform',
    'design system',
    'task queued by design system',
    'shell',
  ]);
});

test('stops at a step that fails, without running the later ones', async () => {
  const later = jest.fn(async () => undefined);
  await expect(inTasks([() => Promise.reject(new Error('chunk failed')), later], later)).rejects.toThrow(
    'chunk failed',
  );
  expect(later).not.toHaveBeenCalled();
});
