import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry } from 'react-router-dom';
import { Staged, StagingProvider } from 'shared-ui';
import { SCROLL_POSITIONS_KEY } from './useScrollRestoration';
import { useStagingOnArrival } from './useStagingOnArrival';

function Page() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <StagingProvider value={useStagingOnArrival()}>
      <h1>Page</h1>
      <button onClick={() => void navigate('/courses')}>Courses</button>
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

afterEach(() => sessionStorage.clear());

it('stages the page a visitor arrives on, when it opens at its top', async () => {
  renderAt('/');
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
