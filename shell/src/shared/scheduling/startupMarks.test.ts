import { markStartup } from './startupMarks';

afterEach(() => {
  Reflect.deleteProperty(performance, 'mark');
});

test('marks a start-up step in the performance timeline under the start-up prefix', () => {
  const mark = jest.fn();
  Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
  markStartup('first-render');
  expect(mark).toHaveBeenCalledWith('startup:first-render');
});

test('does nothing where the browser keeps no performance timeline', () => {
  Object.defineProperty(performance, 'mark', { configurable: true, value: undefined });
  expect(() => markStartup('first-render')).not.toThrow();
});
