import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, useNavigate, useRoutes } from 'react-router-dom';
import { configureApi, parseRuntimeConfig, setRuntimeConfig } from 'shared-events';
import { apiAnswer, renderWithStore, server, TEST_API_BASE } from 'shared-events/testing';
import { buildRuntimeConfig } from '../../../../scripts/lib/runtime-config.mjs';
import { AuthProvider } from '../auth';
import { fakeAuthClient } from '../auth/testing';
import type { TitledRoute } from '../metadata';
import { Layout } from './Layout';
import { COURSES } from './testing/renderFrame';

const CONSENT_VARIABLES = [
  'CONSENT_DECLINE_BUTTON',
  'CONSENT_ACCEPT_ON_SCROLL',
  'CONSENT_ACCEPT_ON_SCROLL_PERCENT',
];

/** Renders the layout with the runtime config the site would generate from these environment variables. */
function renderLayoutWithEnv(
  vars: Record<string, string>,
  pages: TitledRoute[] = [{ index: true, element: <h1>Home</h1>, handle: { title: 'Home' } }],
) {
  const saved = CONSENT_VARIABLES.map((name) => [name, process.env[name]] as const);
  CONSENT_VARIABLES.forEach((name) => Reflect.deleteProperty(process.env, name));
  Object.assign(process.env, vars);
  try {
    // No newsletter region: this is about the layout's own parts, not a remote's.
    setRuntimeConfig(parseRuntimeConfig({ ...buildRuntimeConfig(), env: 'test', regions: {} }));
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: async () => null });
  server.use(apiAnswer('getCourses', { Courses: COURSES }));
  return renderWithStore(
    <AuthProvider services={{ auth: fakeAuthClient().client, reload: jest.fn() }}>
      <MemoryRouter>
        <Site pages={pages} />
      </MemoryRouter>
    </AuthProvider>,
  );
}

function Site({ pages }: { pages: TitledRoute[] }) {
  return useRoutes([{ element: <Layout pages={pages} />, children: pages }]);
}

/** jsdom has no layout: give the page a scrollable height of 1000 px and scroll it to `top`. */
function scrollTo(top: number) {
  const root = document.documentElement;
  Object.defineProperty(root, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(root, 'clientHeight', { configurable: true, value: 1000 });
  root.scrollTop = top;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

/** The visitor scrolls the window to `top` (jsdom does not scroll: set window.scrollY, fire the event). */
function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  document.cookie = 'CookieConsent=; Max-Age=0; Path=/';
  document.documentElement.scrollTop = 0;
});

it("asks for cookie consent with 'I understand' only, by default", () => {
  renderLayoutWithEnv({});
  expect(screen.getByRole('button', { name: 'I understand' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'I decline' })).not.toBeInTheDocument();
});

it("offers 'I decline' when the environment switches it on (CONSENT_DECLINE_BUTTON)", () => {
  renderLayoutWithEnv({ CONSENT_DECLINE_BUTTON: 'true' });
  expect(screen.getByRole('button', { name: 'I decline' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'I understand' })).toBeInTheDocument();
});

it('accepts on scroll, past the configured depth, when the environment switches it on', () => {
  renderLayoutWithEnv({ CONSENT_ACCEPT_ON_SCROLL: 'true', CONSENT_ACCEPT_ON_SCROLL_PERCENT: '40' });
  scrollTo(300);
  expect(screen.getByRole('button', { name: 'I understand' })).toBeInTheDocument();
  scrollTo(500);
  expect(screen.queryByRole('button', { name: 'I understand' })).not.toBeInTheDocument();
  expect(document.cookie).toContain('CookieConsent=true');
});

it('does not accept on scroll by default', () => {
  renderLayoutWithEnv({});
  scrollTo(900);
  expect(screen.getByRole('button', { name: 'I understand' })).toBeInTheDocument();
});

it('renders the page, the footer and the cookie notice together, in the first render', () => {
  renderLayoutWithEnv({});
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'I understand' })).toBeInTheDocument();
});

/** A page whose heading arrives a moment later, as a remote's page does. */
function LatePage({ title }: { title: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <h1>{title}</h1> : <p>Loading</p>;
}

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

const twoPages: TitledRoute[] = [
  {
    index: true,
    element: (
      <>
        <h1>Home</h1>
        <Link to="/lesson">Next lesson</Link>
      </>
    ),
    handle: { title: 'Home' },
  },
  {
    path: 'lesson',
    element: (
      <>
        <LatePage title="Lesson 2" />
        <BackButton />
      </>
    ),
    handle: { title: 'Lesson' },
  },
];

it('opens a new page at its top and returns to the old position on Back', async () => {
  const scrolls = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const user = userEvent.setup();
  renderLayoutWithEnv({}, twoPages);
  scrollWindowTo(700);
  await user.click(screen.getByRole('link', { name: 'Next lesson' }));
  await screen.findByRole('heading', { name: 'Lesson 2' });
  expect(scrolls).toHaveBeenLastCalledWith(0, 0);
  scrollWindowTo(0);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await screen.findByRole('heading', { name: 'Home' });
  expect(scrolls).toHaveBeenLastCalledWith(0, 700);
  scrolls.mockRestore();
});

it("moves focus to the new page's heading once it arrives, not on the first page", async () => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const user = userEvent.setup();
  renderLayoutWithEnv({}, twoPages);
  expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
  await user.click(screen.getByRole('link', { name: 'Next lesson' }));
  const heading = await screen.findByRole('heading', { name: 'Lesson 2' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading).toHaveAttribute('tabindex', '-1');
});

it('has a skip link to the page, shown at the top while it has keyboard focus', () => {
  renderLayoutWithEnv({});
  // Found without a role query: jsdom keeps an element's computed style (which a role query reads) across focus.
  const skip = document.querySelector<HTMLElement>('a[href="#main-content"]');
  act(() => skip?.focus());
  expect(skip).toHaveAccessibleName('Skip to main content');
  // Placed at the top, and no longer clipped to VisuallyHidden's 1 px box.
  const { position, width } = getComputedStyle(skip as HTMLElement);
  expect({ position, width }).toEqual({ position: 'fixed', width: '' });
});
