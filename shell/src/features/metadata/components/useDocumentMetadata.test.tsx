import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { bus, parseRuntimeConfig, setRuntimeConfig, usePageMetadata } from 'shared-platform';
import { buildRuntimeConfig } from '../../../../../scripts/lib/runtime-config.mjs';
import { useDocumentMetadata } from './useDocumentMetadata';

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(buildRuntimeConfig())));

function Frame() {
  useDocumentMetadata();
  return <Outlet />;
}

function CoursePage() {
  usePageMetadata({ title: 'Python Advanced', description: 'Take your Python further.' });
  return <h1>Python Advanced</h1>;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

function renderAt(path: string) {
  // usePageMetadata names the page by the browser's location, which a memory router leaves alone.
  window.history.replaceState({}, '', path);
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/courses', element: <h1>Courses</h1>, handle: { title: 'Courses' } },
          { path: '/course/:courseLink', element: <CoursePage />, handle: { title: 'Course' } },
          { path: '*', element: <h1>Not found</h1>, handle: { title: 'Page Not Found' } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

it("titles a page '{name} | {brand}' from the route table and describes it", () => {
  renderAt('/courses');
  expect(document.title).toBe('Courses | PyLearn Academy');
  expect(description()).toMatch(/^Every PyLearn Academy course/);
});

it('lets a page refine its title and description', async () => {
  renderAt('/course/python-advanced');
  await screen.findByRole('heading', { name: 'Python Advanced' });
  expect(document.title).toBe('Python Advanced | PyLearn Academy');
  expect(description()).toBe('Take your Python further.');
});

it('ignores a refinement meant for another page (one left behind by the previous page)', () => {
  renderAt('/courses');
  act(() =>
    bus.publish('page:metadata-changed', { path: '/course/python-advanced', title: 'Python Advanced' }),
  );
  expect(document.title).toBe('Courses | PyLearn Academy');
});

it('gives an unknown page the not-found title and the site description', () => {
  renderAt('/no-such-page');
  expect(document.title).toBe('Page Not Found | PyLearn Academy');
  expect(description()).toBe('PyLearn Academy: online Python courses for beginners and kids aged 9 and up.');
});
