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

/** Where the browser has laid each element out: the test double reads it, the page's script never may. */
const boxes = new Map<Element, DOMRect>();
function placeAt(element: Element | null | undefined, box: DOMRect) {
  if (!element) throw new Error('no such element');
  boxes.set(element, box);
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
const enroll = () => screen.getByRole('button', { name: 'Enroll Now' });
const renderWithEnroll = () =>
  render(
    <>
      <button {...primaryAction}>Enroll Now</button>
      <Floating />
    </>,
  );
/** The page changed (content arrived or left, a style of the root): the MutationObserver reports in a microtask. */
const pageChanges = async (change: () => void) => {
  await act(async () => {
    change();
    await Promise.resolve();
  });
};

let browser: ReturnType<typeof installGeometricIntersectionObserver>;
let measures: jest.SpyInstance;
beforeEach(() => {
  browser = installGeometricIntersectionObserver((element) => boxes.get(element) ?? rect(0, 0, 0, 0));
  measures = jest.spyOn(Element.prototype, 'getBoundingClientRect');
});

afterEach(() => {
  // Nothing is measured from script: a measure would force the layout of a page still being built.
  expect(measures).not.toHaveBeenCalled();
  browser.restore();
  jest.restoreAllMocks();
  boxes.clear();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

test('the root margin cuts the viewport down to the floating box and its 8 px clearance', () => {
  const viewport = rect(0, 0, 1024, 768);
  expect(rootMarginAround(rect(250, 520, 180, 44), viewport)).toBe('-512px -586px -196px -242px');
  // A box reaching past the viewport's edge grows the root there instead.
  expect(rootMarginAround(rect(-20, 740, 100, 40), viewport)).toBe('-732px -936px 20px 28px');
});

test('the hook reports covering as the page scrolls a primary action under the floating element and away', () => {
  renderWithEnroll();
  placeAt(floating(), rect(200, 600, 180, 44));
  placeAt(enroll(), rect(0, 100, 300, 48));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'false');

  placeAt(enroll(), rect(0, 590, 300, 48));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'true');

  // 4 px above the floating element is within the clearance; 9 px is clear of it.
  placeAt(enroll(), rect(0, 548, 300, 48));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'true');
  placeAt(enroll(), rect(0, 543, 300, 48));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'false');
});

test('the answer waits for the browser to lay the page out: the floating element starts uncovered', () => {
  renderWithEnroll();
  placeAt(enroll(), rect(150, 610, 100, 40));
  placeAt(floating(), rect(200, 600, 180, 44));
  expect(floating()).toHaveAttribute('data-covers', 'false');
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'true');
});

test('a primary action that arrives later (a route loading its content) is noticed, and one that leaves is let go', async () => {
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
  expect(browser.observing(late)).toBe(false);
});

test('a floating element that moves is watched where it now stands: a resize, or the docked banner leaving', async () => {
  renderWithEnroll();
  placeAt(enroll(), rect(0, 300, 300, 48));
  placeAt(floating(), rect(200, 600, 180, 44));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'false');

  placeAt(floating(), rect(200, 310, 180, 44));
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'true');

  // The cookie banner's height is a custom property on the root: the buttons above it drop when it leaves.
  placeAt(floating(), rect(200, 600, 180, 44));
  await pageChanges(() => document.documentElement.style.setProperty('--bottom-bars-height', '0px'));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'false');
});

test('while the floating element is watched afresh, a change to the page does not uncover what it covers', async () => {
  renderWithEnroll();
  placeAt(enroll(), rect(150, 610, 100, 40));
  placeAt(floating(), rect(200, 600, 180, 44));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'true');

  placeAt(floating(), rect(200, 602, 180, 44));
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  // The floating element's new box is reported; the primary actions' report around it has not come yet.
  browser.updateOnce();
  await pageChanges(() => document.body.append(document.createElement('p')));
  expect(floating()).toHaveAttribute('data-covers', 'true');
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'true');
});

test('hidden primary actions (no box) and a floating element with no box never count', () => {
  renderWithEnroll();
  placeAt(enroll(), rect(200, 600, 0, 0));
  placeAt(floating(), rect(200, 600, 180, 44));
  browser.update();
  expect(floating()).toHaveAttribute('data-covers', 'false');

  // A floating element with no box, right on top of the action, covers nothing.
  placeAt(enroll(), rect(200, 600, 100, 40));
  placeAt(floating(), rect(210, 610, 0, 0));
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
