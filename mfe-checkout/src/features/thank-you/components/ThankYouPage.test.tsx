import { act, screen } from '@testing-library/react';
import type { Enrollment } from 'shared-contract';
import { setActiveChildProfile } from 'shared-events';
import { answerCalls, childMia, sentRequests, watchRequests } from 'shared-events/testing';
import { COURSES } from '../../../testing/courses';
import { renderPage } from '../../../testing/renderPage';
import ThankYouPage, { CONFIRM_WAIT_MS, NOT_CONFIRMED_MESSAGE, RECEIPT_NOTE } from './ThankYouPage';

const FAMILY_USE = 'Everyone in your family can use this course, each child in their own profile.';

const CHAPTERS = [
  { ChapterID: 4, ChapterName: 'Functions', ChapterLessons: '[50,51]' },
  { ChapterID: 3, ChapterName: 'Getting Started', ChapterLessons: '[40,41]' },
];

const enrolment = (CourseID: number, extra: Partial<Enrollment> = {}): Enrollment => ({
  CourseID,
  EnrolledAt: '2026-11-20T10:00:00.000Z',
  Source: 'payment',
  CompletedSteps: [],
  ...extra,
});

/**
 * Answers the API by call (the page's requests run concurrently, and enrolments are asked for again while
 * the page waits for a confirmation); `enrollments` is read at each request, so a test can change it.
 */
function serveApi(state: { enrollments: Enrollment[] }) {
  answerCalls({
    getEnrollments: () => ({ enrollments: state.enrollments }),
    getCourses: () => ({ Courses: COURSES }),
    getChapters: () => ({ Chapters: CHAPTERS }),
  });
}

afterEach(() => jest.useRealTimers());

it('confirms the enrolment the server has recorded and opens its first lesson with Access course', async () => {
  serveApi({ enrollments: [enrolment(5)] });
  renderPage(<ThankYouPage />, { path: '/thank-you?courseId=5', route: '/thank-you' });

  expect(screen.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeInTheDocument();
  const access = await screen.findByRole('link', { name: 'Access course' });
  // The panel is the Card rendered as a section, named by its heading, its content centred.
  const panel = screen.getByRole('region', { name: 'Thank You!' });
  expect(panel).toContainElement(access);
  expect(panel).toHaveStyle({ textAlign: 'center' });
  expect(access).toHaveAttribute('href', '/course/python-programming-masterclass/chapter/3/lesson/40');
  expect(screen.getByText('Python Programming Masterclass')).toBeInTheDocument();
  expect(sentRequests('getChapters')[0]?.body).toEqual({
    ChapterIDs: [3, 4],
  });
});

it("names the coupon the server recorded for the enrolment, never the address's", async () => {
  serveApi({ enrollments: [enrolment(5, { Source: 'coupon', CouponCode: 'FREE100' })] });
  renderPage(<ThankYouPage />, { path: '/thank-you?courseId=5&coupon_code=PY30NOW', route: '/thank-you' });
  expect(await screen.findByText('Coupon FREE100 was applied to your order.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Thank You!' }).parentElement).not.toHaveTextContent(/PY30NOW/);
});

it('claims no enrolment the learner does not have: it keeps checking a while, then says so neutrally', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  const state = { enrollments: [] as Enrollment[] };
  serveApi(state);
  renderPage(<ThankYouPage />, { path: '/thank-you?courseId=3&coupon_code=PY30NOW', route: '/thank-you' });
  await act(() => jest.advanceTimersByTimeAsync(CONFIRM_WAIT_MS));
  expect(screen.getByText(NOT_CONFIRMED_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByText(/You are now enrolled/)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Thank You!' }).parentElement).not.toHaveTextContent(/PY30NOW/);
  expect(screen.getByRole('link', { name: 'Access course' })).toHaveAttribute('href', '/my-courses');
});

it('confirms an enrolment that the payment provider records a moment after the learner arrives', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  const state = { enrollments: [] as Enrollment[] };
  serveApi(state);
  renderPage(<ThankYouPage />, { path: '/thank-you?courseId=5', route: '/thank-you' });
  await act(() => jest.advanceTimersByTimeAsync(3_000));
  expect(screen.queryByText(/You are now enrolled/)).not.toBeInTheDocument();
  state.enrollments = [enrolment(5)];
  await act(() => jest.advanceTimersByTimeAsync(3_000));
  expect(screen.getByText(/You are now enrolled in/)).toHaveTextContent(
    'You are now enrolled in Python Programming Masterclass.',
  );
});

it('sends the learner to My Courses when no course is named, asking nothing', () => {
  serveApi({ enrollments: [] });
  const requests = watchRequests();
  renderPage(<ThankYouPage />, { path: '/thank-you', route: '/thank-you' });
  expect(screen.getByText('Your courses are waiting for you in My Courses.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Access course' })).toHaveAttribute('href', '/my-courses');
  expect(requests).toEqual([]);
});

it('tells the parent that every child can use the course they paid for, and that its receipt is on its way', async () => {
  serveApi({ enrollments: [enrolment(5)] });
  renderPage(<ThankYouPage />, { path: '/thank-you?courseId=5', route: '/thank-you' });
  const panel = await screen.findByRole('region', { name: 'Thank You!' });
  expect(await screen.findByText(FAMILY_USE)).toBeInTheDocument();
  expect(panel).toContainElement(screen.getByText(RECEIPT_NOTE));
  expect(RECEIPT_NOTE).toBe('Your receipt is on its way to your e-mail address.');
});

it('promises no receipt for a course that was free with a coupon', async () => {
  serveApi({ enrollments: [enrolment(5, { Source: 'coupon', CouponCode: 'FREE100' })] });
  renderPage(<ThankYouPage />, { path: '/thank-you?courseId=5', route: '/thank-you' });
  expect(await screen.findByText(FAMILY_USE)).toBeInTheDocument();
  expect(screen.queryByText(RECEIPT_NOTE)).not.toBeInTheDocument();
});

it("does not call a child's own free trial the family's", async () => {
  serveApi({ enrollments: [enrolment(1, { Source: 'free-trial' })] });
  const { store } = renderPage(<ThankYouPage />, { path: '/thank-you?courseId=1', route: '/thank-you' });
  act(() => void store.dispatch(setActiveChildProfile(childMia)));
  expect(await screen.findByText(/You are now enrolled in/)).toHaveTextContent(
    'You are now enrolled in Free Trial.',
  );
  expect(screen.queryByText(FAMILY_USE)).not.toBeInTheDocument();
  expect(screen.queryByText(RECEIPT_NOTE)).not.toBeInTheDocument();
});

it('names no coupon to a child profile', async () => {
  serveApi({ enrollments: [enrolment(5, { Source: 'coupon', CouponCode: 'FREE100' })] });
  const { store } = renderPage(<ThankYouPage />, { path: '/thank-you?courseId=5', route: '/thank-you' });
  act(() => void store.dispatch(setActiveChildProfile(childMia)));
  expect(await screen.findByText(/You are now enrolled in/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Thank You!' })).not.toHaveTextContent(/FREE100|coupon/i);
});
