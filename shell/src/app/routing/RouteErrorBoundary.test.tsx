import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { renderWithTheme } from 'shared-ui/testing';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Boom(): never {
  throw new Error('Something broke');
}

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

/** The site's pages inside the boundary, opened at /broken (after /), with links outside it to leave. */
function renderBrokenPage() {
  renderWithTheme(
    <MemoryRouter initialEntries={['/', '/broken']} initialIndex={1}>
      <Link to="/courses">Courses</Link>
      <BackButton />
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/broken" element={<Boom />} />
          <Route path="/courses" element={<h1>Courses</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it("shows 'Unexpected Application Error!' with the message in place of a page that threw", () => {
  renderBrokenPage();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Unexpected Application Error!');
  expect(alert).toHaveTextContent('Something broke');
  expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
});

it('shows the next page after a navigation away from the error', async () => {
  const user = userEvent.setup();
  renderBrokenPage();
  await user.click(screen.getByRole('link', { name: 'Courses' }));
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the previous page again on Back from the error', async () => {
  const user = userEvent.setup();
  renderBrokenPage();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
