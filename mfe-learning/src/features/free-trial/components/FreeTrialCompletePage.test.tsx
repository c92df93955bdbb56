import { act, screen, within } from '@testing-library/react';
import type { Enrollment, OwnCertificate } from 'shared-contract';
import { bus, setActiveChildProfile, setEnrollments } from 'shared-events';
import {
  answerCalls,
  apiFailure as failure,
  childMia,
  sentRequests,
  type ApiAnswerOf,
} from 'shared-events/testing';
import { catalogueHandlers, completedAt } from '../../../testing/fixtures';
import { renderLearning } from '../../../testing/renderLearning';

const PATH = '/course/free-trial/chapter/2/completedFreeTrial';
// The fixture trial counts lessons 1, 3, 4 and 38; 2 is an exercise and 37 a chapter summary.
const COUNTED = [1, 3, 4, 38];

const TRIAL_CERTIFICATE: OwnCertificate = {
  certificateId: '7KQ2-M9XD-4TZB-H1RC',
  courseId: 1,
  courseName: 'Python Free Trial',
  learnerName: 'Mia',
  issuedOn: '2024-05-01',
};

function trialProgress(
  completed: number[],
  steps?: ApiAnswerOf<'getCompletedSteps'>,
  certificates: ApiAnswerOf<'getOwnCertificates'> = { certificates: [TRIAL_CERTIFICATE] },
) {
  return answerCalls({
    ...catalogueHandlers,
    getOwnCertificates: () => certificates,
    getCompletedSteps: () =>
      steps
        ? steps
        : {
            CompletedSteps: completed.map((LessonID, index) => ({
              LessonID,
              CompletedAt: completedAt(index),
            })),
          },
  });
}

it('links the certificate earned and promotes the next course, the full course and the code TRIALCOMPLETE once the trial is complete', async () => {
  const track = jest.fn();
  const unsubscribe = bus.subscribe('analytics:track', track);
  trialProgress(COUNTED);
  renderLearning(PATH);

  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Congratulations, you have completed the free trial!',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('TRIALCOMPLETE', { selector: 'code' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'View your certificate' })).toHaveAttribute(
    'href',
    '/certificate/7KQ2-M9XD-4TZB-H1RC',
  );
  expect(screen.getByRole('link', { name: 'View Introduction to Python' })).toHaveAttribute(
    'href',
    '/course/introduction-to-python',
  );
  expect(
    screen.getByRole('link', { name: 'Get Python Programming Masterclass with TRIALCOMPLETE' }),
  ).toHaveAttribute('href', '/course/python-programming-masterclass?coupon=TRIALCOMPLETE');
  expect(sentRequests('getCompletedSteps')[0]?.body).toEqual({ UserID: 'u-1', CourseID: 1 });
  expect(sentRequests('getChapters')[0]?.body).toEqual({ ChapterIDs: [1, 2] });
  expect(track).toHaveBeenCalledWith({ event: 'Free Trial Completed', properties: { courseId: 1 } });
  unsubscribe();
});

it('is not complete while a counted lesson is open, even with every exercise and summary done', async () => {
  trialProgress([1, 2, 3, 37, 38]);
  renderLearning(PATH);
  const heading = await screen.findByRole('heading', {
    level: 1,
    name: 'You have not completed the free trial yet',
  });
  // The page keeps its Stack's layout: Continue stays as wide as its words, not the column.
  const page = heading.parentElement;
  expect(page && getComputedStyle(page).alignItems).toBe('flex-start');
  expect(screen.queryByText('TRIALCOMPLETE')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue the free trial' })).toHaveAttribute(
    'href',
    '/course/free-trial/chapter/2/lesson/4',
  );
});

it('does not show the reward when the progress cannot be read', async () => {
  trialProgress([], failure(500, 'Progress is unavailable'));
  renderLearning(PATH);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'You have not completed the free trial yet' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Progress is unavailable');
});

it('asks a signed-out visitor to sign in', () => {
  trialProgress(COUNTED);
  renderLearning(PATH, { signedIn: false });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Please sign in to access this page');
  expect(sentRequests()).toEqual([]);
});

/** The family bought the masterclass (course 5, chapters 1-3); its learner last completed lesson 38. */
const OWNS_MASTERCLASS: Enrollment[] = [
  {
    CourseID: 5,
    EnrolledAt: '2024-04-01T10:00:00.000Z',
    Source: 'payment',
    CompletedSteps: [{ LessonID: 38, CompletedAt: completedAt(9) }],
  },
];

/** Every code, price or buy link the page could show. */
function expectNothingForSale() {
  expect(document.body).not.toHaveTextContent(/TRIALCOMPLETE|\$\d|coupon|discount/i);
  for (const link of screen.getAllByRole('link'))
    expect(link.getAttribute('href')).not.toMatch(/coupon|checkout/);
  expect(screen.queryByRole('link', { name: /^(Get|Buy|Enroll)/ })).not.toBeInTheDocument();
}

it("shows a child whose family owns the full course no code, price or buy link: Continue, and the child's certificate", async () => {
  trialProgress(COUNTED);
  const { store } = renderLearning(PATH);
  act(() => {
    store.dispatch(setActiveChildProfile(childMia));
    store.dispatch(setEnrollments(OWNS_MASTERCLASS));
  });
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Congratulations, you have completed the free trial!',
    }),
  ).toBeInTheDocument();
  const certificate = screen.getByRole('region', { name: 'Your certificate' });
  expect(
    await within(certificate).findByText('You have earned your certificate for Python Free Trial.'),
  ).toBeInTheDocument();
  expect(within(certificate).getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
    'href',
    '/certificate/7KQ2-M9XD-4TZB-H1RC',
  );
  expect(within(certificate).getByRole('link', { name: 'My Courses' })).toHaveAttribute(
    'href',
    '/my-courses',
  );
  const offers = screen.getByRole('list', { name: 'Where to go next' });
  const full = within(offers)
    .getByRole('heading', { name: 'The full course: Python Programming Masterclass' })
    .closest('li');
  expect(
    await within(full as HTMLElement).findByRole('link', { name: 'Continue Python Programming Masterclass' }),
  ).toHaveAttribute('href', '/course/python-programming-masterclass/chapter/3/lesson/39');
  expect(within(offers).getByRole('link', { name: 'View Introduction to Python' })).toHaveAttribute(
    'href',
    '/course/introduction-to-python',
  );
  expectNothingForSale();
  // The certificate is the child's own: asked for with the child's profile.
  expect(sentRequests('getOwnCertificates')[0]?.headers['x-learner-profile']).toBe(childMia.profileId);
});

it('sends a child who does not own the full course to ask a parent, with no code or price', async () => {
  trialProgress(COUNTED);
  const { store } = renderLearning(PATH);
  act(() => {
    store.dispatch(setActiveChildProfile(childMia));
    store.dispatch(setEnrollments([]));
  });
  const offers = await screen.findByRole('list', { name: 'Where to go next' });
  expect(
    within(offers).getByText(
      'Everything from your first line of code to your own projects. Ask a parent if you would like to learn it.',
    ),
  ).toBeInTheDocument();
  expect(within(offers).getByRole('link', { name: 'View Python Programming Masterclass' })).toHaveAttribute(
    'href',
    '/course/python-programming-masterclass',
  );
  expectNothingForSale();
});

it('offers a parent who owns the full course Continue instead of the code', async () => {
  trialProgress(COUNTED);
  const { store } = renderLearning(PATH);
  act(() => void store.dispatch(setEnrollments(OWNS_MASTERCLASS)));
  expect(
    await screen.findByRole('link', { name: 'Continue Python Programming Masterclass' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('TRIALCOMPLETE')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /with TRIALCOMPLETE$/ })).not.toBeInTheDocument();
});

it('says how the certificate is earned while an exercise is still to pass, and where it will be', async () => {
  trialProgress(COUNTED, undefined, { certificates: [] });
  renderLearning(PATH);
  const certificate = await screen.findByRole('region', { name: 'Your certificate' });
  expect(
    await within(certificate).findByText(/^Pass every exercise of the free trial to earn its certificate\./),
  ).toHaveTextContent(
    'Pass every exercise of the free trial to earn its certificate. You will find it in My Courses.',
  );
  expect(within(certificate).queryByRole('link', { name: 'View your certificate' })).not.toBeInTheDocument();
});

it('points to My Courses when the certificates cannot be read', async () => {
  trialProgress(COUNTED, undefined, failure(500, 'Certificates are unavailable'));
  renderLearning(PATH);
  const certificate = await screen.findByRole('region', { name: 'Your certificate' });
  expect(await within(certificate).findByText(/^Find your certificate in/)).toHaveTextContent(
    'Find your certificate in My Courses.',
  );
});
