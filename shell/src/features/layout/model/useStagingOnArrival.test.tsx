import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate, type InitialEntry } from 'react-router-dom';
import { Staged, StagingProvider } from 'shared-ui';
import { keyOpeningHistoryEntry, SCROLL_POSITIONS_KEY } from './useScrollRestoration';
import { useStagingOnArrival } from './useStagingOnArrival';

function Page() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <StagingProvider value={useStagingOnArrival()}>
      <h1>Page</h1>
      <button onClick={() => void navigate('/courses')}>Courses</button>
      <button onClick={() => void navigate(-1)}>Back</button>
      {/* Each page its own part, as each route renders its own. */}
      <Staged key={pathname}>
        <p>{`Below the first screen of ${pathname}`}</p>
      </Staged>
    </StagingProvider>
  );
}

const renderAt = (entry: InitialEntry) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Page />
    </MemoryRouter>,
  );

afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

it('stages the page a visitor arrives on, when it opens at its top', async () => {
  renderAt('/');
  expect(screen.queryByText('Below the first screen of /')).toBeNull();
  expect(await screen.findByText('Below the first screen of /')).toBeInTheDocument();
});

it("stages a fresh visit's page without reading sessionStorage while the site first renders", async () => {
  window.history.replaceState(null, '', '/');
  keyOpeningHistoryEntry();
  const reads = jest.spyOn(Storage.prototype, 'getItem');
  render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
  expect(reads).not.toHaveBeenCalled();
  expect(screen.queryByText('Below the first screen of /')).toBeNull();
  expect(await screen.findByText('Below the first screen of /')).toBeInTheDocument();
});

it('renders a page reached inside the site whole, as Back will find it', async () => {
  renderAt('/');
  await screen.findByText('Below the first screen of /');
  // Checked in the same task as the click: a staged part would not be there yet.
  fireEvent.click(screen.getByRole('button', { name: 'Courses' }));
  expect(screen.getByText('Below the first screen of /courses')).toBeInTheDocument();
});

it('renders the page whole when the address names an element to scroll to', () => {
  renderAt('/winter-coding-workshop#pricing');
  expect(screen.getByText('Below the first screen of /winter-coding-workshop')).toBeInTheDocument();
});

it('renders the page whole when a reload returns to a saved scroll position', () => {
  sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ arrival: 1200 }));
  renderAt({ pathname: '/', key: 'arrival' });
  expect(screen.getByText('Below the first screen of /')).toBeInTheDocument();
});

it('renders the arrival page whole when the visitor comes Back to it, so its scroll position finds its content', async () => {
  renderAt('/');
  await screen.findByText('Below the first screen of /');
  fireEvent.click(screen.getByRole('button', { name: 'Courses' }));
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('Below the first screen of /')).toBeInTheDocument();
});

it("stops staging at the visitor's first press or key: what they open shows at once", async () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <StagingProvider value={useStagingOnArrival()}>
        <button onClick={() => setOpen(true)}>Open a tab</button>
        {open && (
          <Staged>
            <p>The tab's courses</p>
          </Staged>
        )}
      </StagingProvider>
    );
  }
  render(
    <MemoryRouter>
      <Opener />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Open a tab' });
  fireEvent.pointerDown(button);
  fireEvent.click(button);
  expect(screen.getByText("The tab's courses")).toBeInTheDocument();
});
