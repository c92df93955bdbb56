import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus, failedLogin, setUser } from 'shared-events';
import { renderWithStore } from 'shared-events/testing';
import { LoginPage } from './LoginPage';
import { NotFoundPage } from './NotFoundPage';
import { REDIRECT_TIMEOUT_MS, RedirectPage } from '../../features/auth/components/RedirectPage';
import { RouteErrorBoundary } from '../routing/RouteErrorBoundary';

function renderAt(path: string, element: ReactElement) {
  return renderWithStore(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/about" element={<h1>About</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const user = { userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } };

it("not-found page: the spec's texts and the Go Back Home and Contact Us buttons", () => {
  renderAt('/nowhere', <NotFoundPage />);
  expect(
    screen.getByRole('heading', { level: 1, name: "You weren't meant to see this..." }),
  ).toBeInTheDocument();
  expect(
    screen.getByText("Either the internet is broken or we couldn't find the page you were looking for."),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});

it("route error screen: 'Unexpected Application Error!' with the error's message", () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Boom = () => {
    throw new Error('Something broke');
  };
  renderAt(
    '/broken',
    <RouteErrorBoundary>
      <Boom />
    </RouteErrorBoundary>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Unexpected Application Error!');
  expect(alert).toHaveTextContent('Something broke');
});

it('/login opens the sign-in modal for a visitor', () => {
  const requested = jest.fn();
  const unsubscribe = bus.subscribe('auth:sign-in-requested', requested);
  renderAt('/login', <LoginPage />);
  expect(requested).toHaveBeenCalledWith({});
  unsubscribe();
});

it('/login sends a signed-in user home', () => {
  const { store } = renderAt('/login', <LoginPage />);
  act(() => {
    store.dispatch(setUser(user));
  });
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
});

describe('/redirect', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the hosted sign-in, then goes home once signed in', () => {
    const { store } = renderAt('/redirect', <RedirectPage />);
    expect(screen.getByRole('heading', { name: 'Signing you in' })).toBeInTheDocument();
    act(() => {
      store.dispatch(setUser(user));
    });
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('goes to the page saved before leaving for the hosted sign-in, then forgets it', () => {
    localStorage.setItem('postLoginRedirect', '/about');
    const { store } = renderAt('/redirect', <RedirectPage />);
    act(() => {
      store.dispatch(setUser(user));
    });
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('shows the identity service’s failure with a way to try again', () => {
    const { store } = renderAt('/redirect', <RedirectPage />);
    act(() => {
      store.dispatch(failedLogin('User cancelled OAuth flow.'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('User cancelled OAuth flow.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('offers another try when the return never completes', () => {
    renderAt('/redirect', <RedirectPage />);
    act(() => jest.advanceTimersByTime(REDIRECT_TIMEOUT_MS));
    expect(screen.getByRole('heading', { name: 'Sign-in did not complete' })).toBeInTheDocument();
  });
});
