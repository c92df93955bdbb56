import { act, screen, within } from '@testing-library/react';
import { bus, selectNewsletter, setActiveChildProfile, setEnrollments, setUser } from 'shared-events';
import { childMia } from 'shared-events/testing';
import { Footer } from './Footer';
import { installIntersectionObserver } from '../../shared/testing/intersectionObserver';
import { renderFrame } from './testing/renderFrame';

const MAIN_COURSE = '/course/python-programming-masterclass';

// `scrollPast(y)` reports Back to top's sentinel (the page's first 600 px, from the document's top) as the browser
// would with the page scrolled to y.
let observer: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  observer = installIntersectionObserver();
});
afterEach(() => observer.restore());

function scrollPast(y: number) {
  act(() => {
    for (const [target, report] of observer.observed) {
      const height = parseFloat((target as HTMLElement).style.height);
      const bottom = height - y;
      report(
        [
          {
            target,
            isIntersecting: bottom >= 0,
            boundingClientRect: { bottom },
          } as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      );
    }
  });
}

it('on the main course page, a signed-out visitor’s START FREE TRIAL opens the sign-in modal, then goes on to the trial', async () => {
  const requested = jest.fn();
  const unsubscribe = bus.subscribe('auth:sign-in-requested', requested);
  const { user } = renderFrame(<Footer />, { route: MAIN_COURSE });
  const trial = screen.getByRole('button', { name: 'START FREE TRIAL' });
  await user.click(trial);
  expect(requested).toHaveBeenCalledWith({ returnTo: '/checkout?courseId=1' });
  expect(screen.queryByRole('link', { name: 'START FREE TRIAL' })).not.toBeInTheDocument();
  unsubscribe();
});

it('on the main course page, a signed-in user’s START FREE TRIAL goes to the free trial', () => {
  const { store } = renderFrame(<Footer />, { route: MAIN_COURSE });
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
  });
  expect(screen.getByRole('link', { name: 'START FREE TRIAL' })).toHaveAttribute(
    'href',
    '/course/free-trial',
  );
});

const enrolment = (CourseID: number) => ({
  CourseID,
  EnrolledAt: '2026-11-20T10:00:00.000Z',
  Source: 'payment',
  CompletedSteps: [],
});

it.each([
  ['the free trial', 1],
  ['the main course, which holds the trial', 5],
])('hides START FREE TRIAL from a learner who owns %s', async (_owned, courseId) => {
  const { store } = renderFrame(<Footer />, { route: '/blog' });
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
    store.dispatch(setActiveChildProfile(childMia));
    store.dispatch(setEnrollments([enrolment(courseId)]));
  });
  await within(screen.getByRole('navigation', { name: 'Courses' })).findByRole('link', {
    name: 'Free Trial',
  });
  expect(screen.queryByRole('link', { name: 'START FREE TRIAL' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Try the course for FREE!' })).not.toBeInTheDocument();
});

it('shows a child profile no newsletter discount', async () => {
  const { store } = renderFrame(<Footer />);
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
    store.dispatch(setActiveChildProfile(childMia));
  });
  await within(screen.getByRole('navigation', { name: 'Courses' })).findByRole('link', {
    name: 'Free Trial',
  });
  expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/30%|discount|coupon/i);
  expect(screen.queryByRole('button', { name: /Newsletter/ })).not.toBeInTheDocument();
});

it('keeps START FREE TRIAL for a learner who owns only another course', async () => {
  const { store } = renderFrame(<Footer />, { route: '/blog' });
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
    store.dispatch(setEnrollments([enrolment(3)]));
  });
  await within(screen.getByRole('navigation', { name: 'Courses' })).findByRole('link', {
    name: 'Free Trial',
  });
  expect(screen.getByRole('link', { name: 'START FREE TRIAL' })).toBeInTheDocument();
});

it('elsewhere START FREE TRIAL goes to the free trial', () => {
  renderFrame(<Footer />, { route: '/blog' });
  expect(screen.getByRole('link', { name: 'START FREE TRIAL' })).toHaveAttribute(
    'href',
    '/course/free-trial',
  );
});

it('lists the courses by CourseID, the support links and the 2024 copyright', async () => {
  renderFrame(<Footer />);
  const courses = screen.getByRole('navigation', { name: 'Courses' });
  await within(courses).findByRole('link', { name: 'Free Trial' });
  expect(
    within(courses)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Free Trial', 'Python Advanced', 'Python Programming Masterclass', 'View All']);
  const support = screen.getByRole('navigation', { name: 'Support' });
  for (const name of ['Contact Us', 'Privacy Policy', 'Refund Policy', 'Terms of Service'])
    expect(within(support).getByRole('link', { name })).toBeInTheDocument();
  expect(within(support).getByRole('link', { name: 'support@pylearn.academy' })).toHaveAttribute(
    'href',
    'mailto:support@pylearn.academy',
  );
  expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024 PyLearn Academy. All rights reserved.');
});

it('shows Back to top only after more than 600 px of scrolling, and scrolls to the top', async () => {
  window.scrollTo = jest.fn();
  const { user } = renderFrame(<Footer />);
  expect(observer.observed.size).toBe(1);
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  scrollPast(600);
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  scrollPast(601);
  await user.click(screen.getByRole('button', { name: 'Back to top' }));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  scrollPast(0);
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
});

it('watches the page’s first 600 px from the top of the document instead of reading the scroll position', () => {
  const scrollRead = jest.fn(() => 0);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: scrollRead });
  const { unmount } = renderFrame(<Footer />);
  const [sentinel] = observer.observed.keys();
  expect(sentinel?.parentElement).toBe(document.body);
  expect(sentinel).toHaveStyle({ height: '600px' });
  expect(sentinel).toHaveAttribute('aria-hidden', 'true');
  scrollPast(900);
  expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  expect(scrollRead).not.toHaveBeenCalled();
  unmount();
  expect(observer.observed.size).toBe(0);
  expect(document.body).not.toContainElement(sentinel as HTMLElement);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

it('heads the free-trial banner in the footer without a landmark of its own (home has a region of that name)', () => {
  renderFrame(<Footer />);
  const footer = screen.getByRole('contentinfo');
  expect(
    within(footer).getByRole('heading', { level: 2, name: 'Try the course for FREE!' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Try the course for FREE!' })).not.toBeInTheDocument();
});

it('opens the newsletter offer from its footer link, so a dismissed offer can be found again', async () => {
  const { user, store } = renderFrame(<Footer />);
  await user.click(screen.getByRole('button', { name: 'Newsletter: get 30% off' }));
  expect(selectNewsletter(store.getState()).isOpen).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Newsletter: get 30% off' }));
  expect(selectNewsletter(store.getState()).isOpen).toBe(true);
});
