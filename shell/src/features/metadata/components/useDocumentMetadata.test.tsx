import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { bus, parseRuntimeConfig, setRuntimeConfig, usePageMetadata } from 'shared-events';
import { buildRuntimeConfig } from '../../../../../scripts/lib/runtime-config.mjs';
import type { TitledRoute } from '../model/routeTitle';
import { useDocumentMetadata } from './useDocumentMetadata';

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(buildRuntimeConfig())));

function CoursePage() {
  usePageMetadata({ title: 'Python Advanced', description: 'Take your Python further.' });
  return <h1>Python Advanced</h1>;
}

const PAGES: TitledRoute[] = [
  { path: '/courses', element: <h1>Courses</h1>, handle: { title: 'Courses' } },
  { path: '/course/:courseLink', element: <CoursePage />, handle: { title: 'Course' } },
  { path: '*', element: <h1>Not found</h1>, handle: { title: 'Page Not Found' } },
];

function Frame({ pages }: { pages: TitledRoute[] }) {
  useDocumentMetadata(pages);
  return <Outlet />;
}

function Site({ pages }: { pages: TitledRoute[] }) {
  return useRoutes([{ element: <Frame pages={pages} />, children: pages }]);
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

function renderAt(path: string, pages = PAGES) {
  // usePageMetadata names the page by the browser's location, which a memory router leaves alone.
  window.history.replaceState({}, '', path);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Site pages={pages} />
    </MemoryRouter>,
  );
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

it('names the page the router shows when two patterns match, not the first one listed', () => {
  renderAt('/course/new', [
    ...PAGES,
    { path: '/course/new', element: <h1>New course</h1>, handle: { title: 'New Course' } },
  ]);
  expect(screen.getByRole('heading', { name: 'New course' })).toBeInTheDocument();
  expect(document.title).toBe('New Course | PyLearn Academy');
});
