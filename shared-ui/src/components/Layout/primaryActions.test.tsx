import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { installGeometricIntersectionObserver } from '../../testing/geometricIntersectionObserver';
import { primaryAction, rootMarginAround, useCoversPrimaryAction } from './primaryActions';

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

const floating = () => screen.getByTestId('floating');
/** The page changed (content arrived or left): the MutationObserver's report is a microtask. */
const pageChanges = async (change: () => void) => {
  await act(async () => {
    change();
    await Promise.resolve();
  });
};

let browser: ReturnType<typeof installGeometricIntersectionObserver>;
beforeEach(() => {
  browser = installGeometricIntersectionObserver();
});

afterEach(() => {
  browser.restore();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

test('the root margin cuts the viewport down to the floating box and its 8 px clearance', () => {
  const viewport = rect(0, 0, 1024, 768);
  expect(rootMarginAround(rect(250, 520, 180, 44), viewport)).toBe('-512px -586px -196px -242px');
  // A box reaching past the viewport's edge grows the root there instead.
  expect(rootMarginAround(rect(-20, 740, 100, 40), viewport)).toBe('-732px -936px 20px 28px');
});

test('the hook reports covering as the page scrolls a primary action under the floating element and away', () => {
  render(
    <>
      <button {...primaryAction}>Enroll Now</button>
      <Floating />
    </>,
  );
  const enroll = screen.getByRole('button', { name: 'Enroll Now' });
  placeAt(floating(), rect(200, 600, 180, 44));
  placeAt(enroll, rect(0, 100, 300, 48));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'false');

  placeAt(enroll, rect(0, 590, 300, 48));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'true');

  // Within the clearance still counts; further away does not.
  placeAt(enroll, rect(0, 544, 300, 48));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'true');
  placeAt(enroll, rect(0, 900, 300, 48));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'false');
});

test('nothing is measured from script: the boxes are read only where the browser lays the page out', () => {
  document.body.innerHTML = '<button data-primary-action>Enroll Now</button>';
  placeAt(document.querySelector('button'), rect(150, 610, 100, 40));
  const measures = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  render(<Floating />);
  placeAt(floating(), rect(200, 600, 180, 44));
  expect(measures).not.toHaveBeenCalled();
  expect(floating()).toHaveAttribute('data-covers', 'false');
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'true');
});

test('a primary action that arrives later (a route loading its content) is noticed, and one that leaves too', async () => {
  render(<Floating />);
  placeAt(floating(), rect(200, 600, 180, 44));
  browser.update();
  const late = document.createElement('button');
  late.setAttribute('data-primary-action', '');
  placeAt(late, rect(150, 610, 100, 40));
  await pageChanges(() => document.body.appendChild(late));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'true');

  await pageChanges(() => late.remove());
  expect(floating()).toHaveAttribute('data-covers', 'false');
});

test('a floating element that moves (the window resized) is watched where it now stands', () => {
  render(
    <>
      <button {...primaryAction}>Enroll Now</button>
      <Floating />
    </>,
  );
  placeAt(screen.getByRole('button', { name: 'Enroll Now' }), rect(0, 300, 300, 48));
  placeAt(floating(), rect(200, 600, 180, 44));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'false');

  placeAt(floating(), rect(200, 310, 180, 44));
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'true');
});

test('hidden primary actions (no box) and a floating element with no box never count', () => {
  document.body.innerHTML = '<button data-primary-action>Enroll Now</button>';
  const enroll = document.querySelector('button');
  placeAt(enroll, rect(200, 600, 0, 0));
  render(<Floating />);
  placeAt(floating(), rect(200, 600, 180, 44));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'false');

  placeAt(enroll, rect(200, 600, 100, 40));
  placeAt(floating(), rect(0, 0, 0, 0));
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'false');
});

test('an inactive floating element never reports covering', () => {
  document.body.innerHTML = '<button data-primary-action>Enroll Now</button>';
  placeAt(document.querySelector('button'), rect(0, 0, 1000, 1000));
  render(<Floating active={false} />);
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'false');
});
