import { act, screen, within } from '@testing-library/react';
import { bus, selectNewsletter, setUser } from 'shared-platform';
import { Footer } from './Footer';
import { renderFrame } from './testing/renderFrame';

const MAIN_COURSE = '/course/python-programming-masterclass';

function scrollPage(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollPage(0));

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
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  scrollPage(600);
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  scrollPage(601);
  await user.click(screen.getByRole('button', { name: 'Back to top' }));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  scrollPage(0);
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
});

it('shows Back to top on a page opened already scrolled (a reload, Back) once its first frame is drawn', async () => {
  const frames = jest.spyOn(window, 'requestAnimationFrame');
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
  renderFrame(<Footer />);
  // Not read while mounting, where reading the position would force the new page's layout.
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  expect(frames).toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  frames.mockRestore();
});

it('opens the newsletter offer from its footer link, so a dismissed offer can be found again', async () => {
  const { user, store } = renderFrame(<Footer />);
  await user.click(screen.getByRole('button', { name: 'Newsletter: get 30% off' }));
  expect(selectNewsletter(store.getState()).isOpen).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Newsletter: get 30% off' }));
  expect(selectNewsletter(store.getState()).isOpen).toBe(true);
});
