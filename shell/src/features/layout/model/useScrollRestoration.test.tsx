import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { keyOpeningHistoryEntry, SCROLL_POSITIONS_KEY, useScrollRestoration } from './useScrollRestoration';

/** The layout's part under test, with buttons that navigate as links, Back and the coupon box do. */
function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <h1>{`${pathname}${search}`}</h1>
      <div id="pricing" />
      <button onClick={() => void navigate('/lesson')}>Next lesson</button>
      <button onClick={() => void navigate('/workshop#pricing')}>Pricing</button>
      <button onClick={() => void navigate('/course?coupon=PY30NOW', { replace: true })}>Apply coupon</button>
      <button onClick={() => void navigate('/checkout', { replace: true })}>Replace with checkout</button>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => void navigate(1)}>Forward</button>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

/** The visitor scrolls the window to `top` (jsdom does not scroll: set window.scrollY, fire the event). */
function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

async function go(name: string, heading: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  await screen.findByRole('heading', { name: heading });
}

let scrolls: jest.SpyInstance;
beforeEach(() => {
  scrolls = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  scrollWindowTo(0);
  sessionStorage.clear();
});

it('opens a new page at its top', async () => {
  renderAt('/');
  scrollWindowTo(700);
  scrolls.mockClear();
  await go('Next lesson', '/lesson');
  expect(scrolls).toHaveBeenCalledTimes(1);
  expect(scrolls).toHaveBeenLastCalledWith(0, 0);
});

it('returns to where the visitor was on Back, and on Forward', async () => {
  renderAt('/');
  scrollWindowTo(700);
  await go('Next lesson', '/lesson');
  scrollWindowTo(300);
  await go('Back', '/');
  expect(scrolls).toHaveBeenLastCalledWith(0, 700);
  await go('Forward', '/lesson');
  expect(scrolls).toHaveBeenLastCalledWith(0, 300);
});

it('keeps the positions in sessionStorage when the page is hidden, so a reload returns to its position', () => {
  const { unmount } = renderAt('/');
  expect(window.history.scrollRestoration).toBe('manual');
  scrollWindowTo(500);
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  expect(window.history.scrollRestoration).toBe('auto');
  expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}')).toEqual({ default: 500 });
  unmount();
  scrolls.mockClear();
  // A memory router's first entry always has the key 'default', as a reloaded history entry keeps its key.
  renderAt('/');
  expect(scrolls).toHaveBeenLastCalledWith(0, 500);
});

it('opens a fresh visit at the top, not where an earlier visit left its opening page', () => {
  sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ default: 500 }));
  window.history.replaceState(null, '', '/');
  keyOpeningHistoryEntry();
  render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
  expect(scrolls).toHaveBeenLastCalledWith(0, 0);
});

it("opens a fresh visit without reading sessionStorage, and keeps earlier visits' positions when it is hidden", () => {
  sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ earlier: 300 }));
  window.history.replaceState(null, '', '/');
  keyOpeningHistoryEntry();
  const reads = jest.spyOn(Storage.prototype, 'getItem');
  render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
  expect(reads).not.toHaveBeenCalled();
  scrollWindowTo(500);
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  const { key } = window.history.state as { key: string };
  expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}')).toEqual({
    earlier: 300,
    [key]: 500,
  });
});

it('reads the stored positions when the site starts again on an entry it had keyed (a reload)', () => {
  window.history.replaceState({ key: 'reloaded' }, '', '/');
  sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ reloaded: 400 }));
  keyOpeningHistoryEntry();
  render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
  expect(scrolls).toHaveBeenLastCalledWith(0, 400);
});

it("keeps the opening entry's key (and the rest of its state) when the site starts again on it", () => {
  window.history.replaceState({ idx: 0 }, '', '/');
  keyOpeningHistoryEntry();
  const opened: unknown = window.history.state;
  expect(opened).toEqual({ idx: 0, key: expect.stringMatching(/^\w+$/) });
  keyOpeningHistoryEntry();
  expect(window.history.state).toEqual(opened);
});

it('opens a link with a #hash at the element it names', async () => {
  // jsdom has no scrollIntoView.
  const scrollIntoView = jest.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
  renderAt('/');
  scrollWindowTo(700);
  scrolls.mockClear();
  await go('Pricing', '/workshop');
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
  expect(scrolls).not.toHaveBeenCalled();
});

it('leaves the scroll alone when the address is replaced on the same page (a coupon code), not on another', async () => {
  renderAt('/course');
  scrollWindowTo(900);
  scrolls.mockClear();
  await go('Apply coupon', '/course?coupon=PY30NOW');
  expect(scrolls).not.toHaveBeenCalled();
  await go('Replace with checkout', '/checkout');
  expect(scrolls).toHaveBeenLastCalledWith(0, 0);
});
