import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { coversPrimaryAction, primaryAction, useCoversPrimaryAction } from './primaryActions';

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return {
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  };
}

function placeAt(element: Element | null | undefined, box: DOMRect) {
  if (!element) throw new Error('no such element');
  element.getBoundingClientRect = () => box;
}

function Floating({ active = true }: { active?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const covers = useCoversPrimaryAction(ref, active);
  return (
    <div ref={ref} data-testid="floating" data-covers={String(covers)}>
      offer
    </div>
  );
}

let frames: FrameRequestCallback[] = [];
/** Runs the measurements the hook asked for in the next animation frame. */
const nextFrame = () => {
  const due = frames;
  frames = [];
  act(() => due.forEach((callback) => callback(0)));
};

beforeEach(() => {
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

test('a box overlapping a marked primary action covers it; one clear of it by more than the clearance does not', () => {
  document.body.innerHTML = '<button data-primary-action>Enroll Now</button><button>Other</button>';
  placeAt(document.querySelector('[data-primary-action]'), rect(100, 500, 200, 48));
  placeAt(document.querySelectorAll('button')[1], rect(0, 0, 1000, 1000));
  expect(coversPrimaryAction(rect(250, 520, 180, 44))).toBe(true);
  expect(coversPrimaryAction(rect(250, 552, 180, 44))).toBe(true);
  expect(coversPrimaryAction(rect(250, 600, 180, 44))).toBe(false);
});

test('hidden primary actions (no box) and an unmeasured floating element never count', () => {
  document.body.innerHTML = '<button data-primary-action>Enroll Now</button>';
  placeAt(document.querySelector('button'), rect(0, 0, 0, 0));
  expect(coversPrimaryAction(rect(0, 0, 100, 100))).toBe(false);
  placeAt(document.querySelector('button'), rect(0, 0, 100, 100));
  expect(coversPrimaryAction(rect(0, 0, 0, 0))).toBe(false);
});

test('the hook reports covering as the page scrolls a primary action under the floating element and away', () => {
  render(
    <>
      <button {...primaryAction}>Enroll Now</button>
      <Floating />
    </>,
  );
  const enroll = screen.getByRole('button', { name: 'Enroll Now' });
  placeAt(screen.getByTestId('floating'), rect(200, 600, 180, 44));
  placeAt(enroll, rect(0, 100, 300, 48));
  window.dispatchEvent(new Event('scroll'));
  nextFrame();
  expect(screen.getByTestId('floating')).toHaveAttribute('data-covers', 'false');

  placeAt(enroll, rect(0, 590, 300, 48));
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('scroll'));
  expect(frames).toHaveLength(1);
  nextFrame();
  expect(screen.getByTestId('floating')).toHaveAttribute('data-covers', 'true');

  placeAt(enroll, rect(0, 900, 300, 48));
  window.dispatchEvent(new Event('resize'));
  nextFrame();
  expect(screen.getByTestId('floating')).toHaveAttribute('data-covers', 'false');
});

test('the first measure waits for the next frame instead of forcing a layout as the floating element mounts', () => {
  document.body.innerHTML = '<button data-primary-action>Enroll Now</button>';
  placeAt(document.querySelector('button'), rect(150, 610, 100, 40));
  const measured = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  render(<Floating />);
  placeAt(screen.getByTestId('floating'), rect(200, 600, 180, 44));
  expect(measured).not.toHaveBeenCalled();
  expect(screen.getByTestId('floating')).toHaveAttribute('data-covers', 'false');
  expect(frames).toHaveLength(1);
  nextFrame();
  expect(screen.getByTestId('floating')).toHaveAttribute('data-covers', 'true');
});

test('a primary action that arrives later (a route loading its content) is noticed', async () => {
  render(<Floating />);
  placeAt(screen.getByTestId('floating'), rect(200, 600, 180, 44));
  const late = document.createElement('button');
  late.setAttribute('data-primary-action', '');
  placeAt(late, rect(150, 610, 100, 40));
  await act(async () => {
    document.body.appendChild(late);
    await Promise.resolve();
  });
  nextFrame();
  expect(screen.getByTestId('floating')).toHaveAttribute('data-covers', 'true');
});

test('an inactive floating element never reports covering', () => {
  document.body.innerHTML = '<button data-primary-action>Enroll Now</button>';
  placeAt(document.querySelector('button'), rect(0, 0, 1000, 1000));
  render(<Floating active={false} />);
  expect(screen.getByTestId('floating')).toHaveAttribute('data-covers', 'false');
});
