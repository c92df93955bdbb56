import { act, screen, within } from '@testing-library/react';
import { Header, NARROW_NAV_QUERY } from './Header';
import { renderFrame } from './testing/renderFrame';

/**
 * jsdom has no layout: matchMedia answers as a viewport `width` px wide would, by reading the query's own
 * max-width, so the breakpoint under test is the one the header asks for.
 */
function viewport(width: number) {
  window.matchMedia = jest.fn((query: string) => {
    const maxWidth = /^\(max-width: ([\d.]+)px\)$/.exec(query)?.[1];
    if (maxWidth === undefined) throw new Error(`unexpected media query ${query}`);
    return {
      matches: width <= Number(maxWidth),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    };
  }) as unknown as typeof window.matchMedia;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

it('shows Home, About, Courses, Blog and Contact in that order, without a menu toggle on wide screens', () => {
  viewport(1024);
  renderFrame(<Header />);
  expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  const items = within(mainNav())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement === mainNav());
  expect(items.map((item) => item.firstElementChild?.textContent?.replace('▾', '').trim())).toEqual([
    'Home',
    'About',
    'Courses',
    'Blog',
    'Contact',
  ]);
});

it('collapses the navigation at 768 px, as the spec says: the narrow-nav query is (max-width: 768px)', () => {
  expect(NARROW_NAV_QUERY).toBe('(max-width: 768px)');
  viewport(768.5);
  const { unmount } = renderFrame(<Header />);
  expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  unmount();
  viewport(768);
  renderFrame(<Header />);
  expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
});

it('collapses the links behind a toggle at 768 px and narrower', async () => {
  viewport(768);
  const { user } = renderFrame(<Header />);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  const nav = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(nav).not.toBeVisible();
  // Closed, the menu's links are not rendered at all (a phone's first render does not pay for them).
  expect(nav).toBeEmptyDOMElement();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(nav).toBe(mainNav());
  expect(nav).toBeVisible();
  expect(within(mainNav()).getByRole('link', { name: 'Blog' })).toBeVisible();
  await user.click(toggle);
  expect(nav).not.toBeVisible();
  expect(nav).toBeEmptyDOMElement();
});

it('lists the courses by CourseID and View All in the Courses submenu', async () => {
  const { user } = renderFrame(<Header />);
  const courses = screen.getByRole('button', { name: 'Courses' });
  expect(courses).toHaveAttribute('aria-expanded', 'false');
  await user.click(courses);
  expect(courses).toHaveAttribute('aria-expanded', 'true');
  const submenu = within(mainNav()).getAllByRole('list')[1] as HTMLElement;
  await within(submenu).findByRole('link', { name: 'Python Advanced' });
  expect(
    within(submenu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Free Trial', '/course/free-trial'],
    ['Python Advanced', '/course/python-advanced'],
    ['Python Programming Masterclass', '/course/python-programming-masterclass'],
    ['View All', '/courses'],
  ]);
});

it('works the Courses submenu from the keyboard: arrows move, Escape closes and returns focus', async () => {
  const { user } = renderFrame(<Header />);
  await act(async () => undefined);
  const courses = screen.getByRole('button', { name: 'Courses' });
  courses.focus();
  await user.keyboard('{ArrowDown}');
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(screen.getByRole('link', { name: 'Free Trial' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('link', { name: 'View All' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Free Trial' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(courses).toHaveFocus();
  expect(courses).toHaveAttribute('aria-expanded', 'false');
});

it('closes the Courses submenu with Escape from its own button, focus staying there', async () => {
  const { user } = renderFrame(<Header />);
  const courses = screen.getByRole('button', { name: 'Courses' });
  await user.click(courses);
  expect(courses).toHaveAttribute('aria-expanded', 'true');
  expect(courses).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(courses).toHaveAttribute('aria-expanded', 'false');
  expect(courses).toHaveFocus();
});

it('closes the Courses submenu when focus leaves it', async () => {
  const { user } = renderFrame(<Header />);
  await user.click(screen.getByRole('button', { name: 'Courses' }));
  await user.click(screen.getByRole('link', { name: 'Blog' }));
  expect(screen.getByRole('button', { name: 'Courses' })).toHaveAttribute('aria-expanded', 'false');
});

it("keeps the user button in the header (a signed-out visitor's Sign In)", () => {
  renderFrame(<Header />);
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
});
