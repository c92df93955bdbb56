import { act, screen } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { createAppStore, createMemoryStorage, setUser } from 'shared-events';
import { renderWithTheme } from 'shared-ui/testing';
import { RedirectPage } from './RedirectPage';
import { AuthProvider } from '../model/AuthContext';
import { savePostLoginRedirect } from '../model/postLoginRedirect';
import { fakeAuthClient } from '../testing/fakeAuthClient';
import { setTestConfig } from '../testing/renderAuth';
import { AuthControls } from './AuthControls';

const ada = { userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada Lovelace' } };

/** The header's controls above the page, as the shell's layout places them. */
function App({ returnPage }: { returnPage: ReactElement }) {
  return (
    <Routes>
      <Route
        element={
          <>
            <header>
              <AuthControls />
            </header>
            <main>
              <Outlet />
            </main>
          </>
        }
      >
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/about" element={<h1>About</h1>} />
        <Route path="/redirect" element={returnPage} />
      </Route>
    </Routes>
  );
}

function renderApp(
  route: string,
  { signedIn = false, returnPage = <RedirectPage /> }: { signedIn?: boolean; returnPage?: ReactElement } = {},
) {
  const { store } = createAppStore({ storage: createMemoryStorage() });
  if (signedIn) store.dispatch(setUser(ada));
  renderWithTheme(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <AuthProvider services={{ auth: fakeAuthClient().client, reload: jest.fn() }}>
            <App returnPage={returnPage} />
          </AuthProvider>
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
  return store;
}

function signIn(store: ReturnType<typeof renderApp>) {
  act(() => {
    store.dispatch(setUser(ada));
  });
}

beforeEach(() => {
  setTestConfig();
  localStorage.clear();
});

describe('after the hosted sign-in returns', () => {
  it('goes from the return page to the saved page and forgets it', () => {
    savePostLoginRedirect('/about');
    const store = renderApp('/redirect');
    expect(screen.getByRole('heading', { name: 'Signing you in' })).toBeInTheDocument();
    signIn(store);
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('goes from the return page to the saved page when already signed in on arrival', () => {
    savePostLoginRedirect('/about');
    renderApp('/redirect', { signedIn: true });
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('goes home from the return page when no page was saved', () => {
    const store = renderApp('/redirect');
    signIn(store);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('goes to the saved page from another return page (a configured redirectSignIn) and forgets it', () => {
    savePostLoginRedirect('/about');
    const store = renderApp('/');
    signIn(store);
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('leaves the saved page to the return page, so two navigations do not race', () => {
    savePostLoginRedirect('/about');
    const store = renderApp('/redirect', { returnPage: <h1>Return page</h1> });
    signIn(store);
    expect(screen.getByRole('heading', { name: 'Return page' })).toBeInTheDocument();
    expect(localStorage.getItem('postLoginRedirect')).toBe('/about');
  });

  it.each(['https://evil.example/about', '//evil.example/about'])(
    'ignores a saved %s, which would leave the site, and forgets it',
    (saved) => {
      savePostLoginRedirect(saved);
      const store = renderApp('/redirect');
      signIn(store);
      expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
      expect(localStorage.getItem('postLoginRedirect')).toBeNull();
    },
  );

  it('stays on the page when nothing was saved', () => {
    const store = renderApp('/about');
    signIn(store);
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });
});
