import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bus,
  enrollmentsLoading,
  selectEnrollments,
  selectEnrollmentsError,
  selectEnrollmentsStatus,
} from 'shared-events';
import type { Enrollment } from 'shared-contract';
import {
  answerCalls,
  apiFailure as failure,
  offContractAnswer,
  sentRequests,
  server,
  type ApiAnswerOf,
  type ApiResolver,
} from 'shared-events/testing';
import { catalogueHandlers, completedAt, lessonDetails } from '../../../testing/fixtures';
import { LEARNER, renderLearning } from '../../../testing/renderLearning';

interface LearnerOptions {
  enrollments?: Enrollment[];
  completed?: number[];
  lesson?: (id: number) => ApiAnswerOf<'fetchLesson'> | Promise<ApiAnswerOf<'fetchLesson'>>;
  complete?: ApiResolver<'completeLesson'>;
  courseFiles?: ApiAnswerOf<'getCourseFiles'>;
}

function learner({
  enrollments = [],
  completed = [],
  lesson = (id) => lessonDetails(id),
  complete = ({ body }) => ({ CompletedStep: { LessonID: body.LessonID, CompletedAt: completedAt(30) } }),
  courseFiles = { file: '/files/courses/free-trial.zip' },
}: LearnerOptions = {}) {
  return answerCalls({
    ...catalogueHandlers,
    getEnrollments: () => ({ enrollments }),
    getCompletedSteps: () => ({
      CompletedSteps: completed.map((LessonID, index) => ({ LessonID, CompletedAt: completedAt(index) })),
    }),
    fetchLesson: ({ body }) => lesson(body.LessonID as number),
    getCourseFiles: () => courseFiles,
    completeLesson: complete,
    // The trial's completion page, where lesson 38 leads, names the certificate it earned.
    getOwnCertificates: () => ({ certificates: [] }),
  });
}

const trialEnrollment = (steps: number[]): Enrollment => ({
  CourseID: 1,
  EnrolledAt: completedAt(0),
  Source: 'free-trial',
  CompletedSteps: steps.map((LessonID, index) => ({ LessonID, CompletedAt: completedAt(index) })),
});

const lessonPath = (chapter: number, lesson: number, course = 'free-trial') =>
  `/course/${course}/chapter/${chapter}/lesson/${lesson}`;
const location = () => screen.getByTestId('location').textContent;
const completeButton = () => screen.getByRole('button', { name: 'Complete Step' });

/** Lets the completion request settle without moving the fake clock. */
async function settle(until: () => boolean) {
  for (let round = 0; round < 50 && !until(); round += 1) await act(() => jest.advanceTimersByTimeAsync(0));
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('asks a signed-out visitor to sign in, and opens the sign-in modal on request', async () => {
  learner();
  const requested = jest.fn();
  const unsubscribe = bus.subscribe('auth:sign-in-requested', requested);
  renderLearning(lessonPath(1, 1), { signedIn: false });

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Please sign in to access this page');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(requested).toHaveBeenCalledTimes(1);
  expect(sentRequests()).toEqual([]);
  unsubscribe();
});

it('shows the lesson with its sanitised HTML, downloads, course files on the first lesson, and the course menu', async () => {
  learner({
    lesson: (id) =>
      lessonDetails(id, {
        LessonHTML:
          '<h2>Welcome</h2><p onclick="steal()">Hello<script>alert(1)</script></p><img src="x" onerror="steal()">',
        Files: ['/files/lessons/hello%20world.py'],
      }),
  });
  renderLearning(lessonPath(1, 1));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Introduction - Welcome' }),
  ).toBeInTheDocument();
  const article = screen.getByRole('article');
  expect(within(article).getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
  expect(article.querySelector('script')).toBeNull();
  expect(article.querySelector('[onclick]')).toBeNull();
  expect(article.querySelector('[onerror]')).toBeNull();
  expect(within(article).getByText('Hello')).toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'hello world.py' })).toHaveAttribute(
    'href',
    '/files/lessons/hello%20world.py',
  );
  expect(await screen.findByRole('link', { name: 'Download course files' })).toHaveAttribute(
    'href',
    '/files/courses/free-trial.zip',
  );
  expect(screen.getByRole('img', { name: 'This lesson has no video' })).toBeInTheDocument();

  const menu = screen.getByRole('navigation', { name: 'Course menu' });
  expect(await within(menu).findByRole('progressbar', { name: 'Course progress' })).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: /Introduction - Welcome/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.getByRole('link', { name: 'Next Lesson' })).toHaveAttribute('href', lessonPath(1, 2));

  expect(sentRequests('fetchLesson')[0]?.body).toEqual({
    UserID: LEARNER.userId,
    CourseID: 1,
    ChapterID: 1,
    LessonID: 1,
  });
  expect(sentRequests('getCourseFiles')[0]?.body).toEqual({ UserID: LEARNER.userId, CourseID: 1 });
});

it('offers the course files only on the first lesson', async () => {
  learner();
  renderLearning(lessonPath(1, 3));
  await screen.findByRole('heading', { level: 1, name: 'Printing - The print Function' });
  await screen.findByRole('progressbar', { name: 'Course progress' });
  expect(screen.queryByRole('link', { name: 'Download course files' })).not.toBeInTheDocument();
  expect(sentRequests('getCourseFiles')).toHaveLength(0);
});

it('shows a lesson of a course the learner has not bought as part of that course, with the ways in, not an error', async () => {
  learner({ lesson: () => failure(403, 'You are not enrolled in course 5') });
  renderLearning(lessonPath(3, 39, 'python-programming-masterclass'));
  expect(
    await screen.findByRole('heading', { level: 1, name: /^This lesson is part of / }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Error:/)).not.toBeInTheDocument();
  expect(screen.queryByText(/not enrolled/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/checkout?courseId=5');
  expect(screen.getByRole('link', { name: /^About / })).toHaveAttribute(
    'href',
    '/course/python-programming-masterclass',
  );
  expect(screen.getByRole('link', { name: 'Try the free trial' })).toHaveAttribute(
    'href',
    '/course/free-trial',
  );
  expect(screen.queryByRole('button', { name: 'Complete Step' })).not.toBeInTheDocument();
});

it("shows a load error as 'Error: {message}', with the server's message or the spec's", async () => {
  learner({ lesson: () => failure(404, 'Lesson 39 is not in chapter 3 of course 5') });
  const { unmount } = renderLearning(lessonPath(3, 39, 'python-programming-masterclass'));
  expect(await screen.findByText('Error: Lesson 39 is not in chapter 3 of course 5')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Complete Step' })).not.toBeInTheDocument();
  // Still a page with its level-one heading: the course's name.
  expect(
    screen.getByRole('heading', { level: 1, name: 'Python Programming Masterclass' }),
  ).toBeInTheDocument();
  unmount();

  learner();
  server.use(offContractAnswer('fetchLesson', { status: 502, text: 'Bad Gateway' }));
  renderLearning(lessonPath(1, 3));
  expect(
    await screen.findByText('Error: Failed to fetch lesson details, status code: 502'),
  ).toBeInTheDocument();
});

it("says 'Course not found.' in the menu for a course that does not exist", async () => {
  learner();
  renderLearning(lessonPath(1, 1, 'no-such-course'));
  expect(await screen.findByText('Course not found.')).toBeInTheDocument();
  expect(sentRequests('fetchLesson')).toHaveLength(0);
});

describe('Complete Step', () => {
  it('posts the completion, adds the step at the current time, then moves to the next lesson after 1500 ms', async () => {
    learner({ enrollments: [trialEnrollment([1])] });
    const { store } = renderLearning(lessonPath(1, 3));
    await screen.findByRole('heading', { level: 1, name: 'Printing - The print Function' });
    await screen.findByRole('progressbar', { name: 'Course progress' });
    expect(completeButton()).toBeEnabled();

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    // Not the server's CompletedAt (completedAt(30)): the spec adds the step with the current time.
    const now = '2025-03-04T05:06:07.089Z';
    jest.setSystemTime(new Date(now));
    fireEvent.click(completeButton());
    expect(completeButton()).toBeDisabled();
    await settle(() => screen.queryByText('Step completed! On to the next lesson…') !== null);

    expect(sentRequests('completeLesson')[0]?.body).toEqual({
      UserID: LEARNER.userId,
      CourseID: 1,
      LessonID: 3,
      UserEmail: LEARNER.attributes.email,
      LessonName: 'Printing - The print Function',
      KlavioProfileID: 'kl-1',
    });
    expect(selectEnrollments(store.getState())[0]?.CompletedSteps).toEqual([
      { LessonID: 1, CompletedAt: completedAt(0) },
      { LessonID: 3, CompletedAt: now },
    ]);
    expect(
      screen.getByRole('link', { name: /Printing - The print Function \(completed\)/ }),
    ).toBeInTheDocument();
    expect(completeButton()).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(1499));
    expect(location()).toBe(lessonPath(1, 3));
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(location()).toBe(lessonPath(2, 4));
  });

  it('is disabled while the enrollments load and when the lesson is already completed', async () => {
    learner({ enrollments: [trialEnrollment([1])] });
    const { store, unmount } = renderLearning(lessonPath(1, 3));
    await screen.findByRole('heading', { level: 1, name: 'Printing - The print Function' });
    await screen.findByRole('progressbar', { name: 'Course progress' });
    act(() => void store.dispatch(enrollmentsLoading()));
    expect(completeButton()).toBeDisabled();
    unmount();

    learner({ completed: [3] });
    renderLearning(lessonPath(1, 3));
    await screen.findByRole('link', { name: /Printing - The print Function \(completed\)/ });
    expect(completeButton()).toBeDisabled();
    expect(screen.getByText('You have completed this step.')).toBeInTheDocument();
  });

  it("stores the server's message and marks the enrollments failed when completion fails, and a successful retry reloads them", async () => {
    let attempts = 0;
    const enrollment = trialEnrollment([]);
    learner({
      enrollments: [enrollment],
      complete: ({ body }) => {
        if ((attempts += 1) === 1) return failure(500, 'The database is busy');
        const CompletedStep = { LessonID: body.LessonID as number, CompletedAt: completedAt(40) };
        enrollment.CompletedSteps.push(CompletedStep);
        return { CompletedStep };
      },
    });
    const { store } = renderLearning(lessonPath(1, 3));
    await screen.findByRole('progressbar', { name: 'Course progress' });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Step' }));

    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    expect(selectEnrollmentsStatus(store.getState())).toBe('failed');
    expect(selectEnrollmentsError(store.getState())).toBe('The database is busy');
    expect(selectEnrollments(store.getState())[0]?.CompletedSteps).toEqual([]);
    expect(location()).toBe(lessonPath(1, 3));
    expect(sentRequests('getEnrollments')).toHaveLength(1);

    await userEvent.click(completeButton());
    expect(await screen.findByText('Step completed! On to the next lesson…')).toBeInTheDocument();
    // Otherwise My Courses would keep showing the old error until a reload.
    await waitFor(() => expect(selectEnrollmentsStatus(store.getState())).toBe('succeeded'));
    expect(selectEnrollmentsError(store.getState())).toBeNull();
    expect(sentRequests('getEnrollments')).toHaveLength(2);
    expect(selectEnrollments(store.getState())[0]?.CompletedSteps).toEqual([
      { LessonID: 3, CompletedAt: completedAt(40) },
    ]);
  });

  it("uses the spec's message when the server gives none", async () => {
    learner();
    server.use(offContractAnswer('completeLesson', { status: 500, text: '' }));
    renderLearning(lessonPath(1, 3));
    await screen.findByRole('progressbar', { name: 'Course progress' });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Step' }));
    expect(await screen.findByText('Failed to complete lesson, status code: 500')).toBeInTheDocument();
  });

  it.each([
    [
      'a success without statusCode 200',
      {
        statusCode: 202,
        body: JSON.stringify({ CompletedStep: { LessonID: 3, CompletedAt: completedAt(1) } }),
      },
    ],
    [
      'a plain HTTP 200 whose body carries no statusCode',
      { body: JSON.stringify({ CompletedStep: { LessonID: 3, CompletedAt: completedAt(1) } }) },
    ],
  ])('rejects %s as not verified, and records nothing', async (_answer, json) => {
    learner({ enrollments: [trialEnrollment([])] });
    server.use(offContractAnswer('completeLesson', { json }));
    const { store } = renderLearning(lessonPath(1, 3));
    await screen.findByRole('progressbar', { name: 'Course progress' });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Step' }));
    expect(await screen.findByText('Lesson completion failed or was not verified.')).toBeInTheDocument();
    expect(selectEnrollments(store.getState())[0]?.CompletedSteps).toEqual([]);
    expect(screen.queryByRole('link', { name: /\(completed\)/ })).not.toBeInTheDocument();
  });

  it('goes to the free-trial completion page after lesson 38 of course 1', async () => {
    learner({ enrollments: [trialEnrollment([1, 3, 4])] });
    renderLearning(lessonPath(2, 38));
    await screen.findByRole('heading', { level: 1, name: 'Project - Number Guessing Game' });
    await screen.findByRole('progressbar', { name: 'Course progress' });
    expect(screen.queryByRole('link', { name: 'Next Lesson' })).not.toBeInTheDocument();

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    fireEvent.click(completeButton());
    await settle(() => screen.queryByText('Step completed! On to the next lesson…') !== null);
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(location()).toBe('/course/free-trial/chapter/2/completedFreeTrial');
  });

  it('tracks completing lesson 1 of course 1 as the free-trial start, and reloads enrollments for a new learner', async () => {
    const track = jest.fn();
    const unsubscribe = bus.subscribe('analytics:track', track);
    learner();
    renderLearning(lessonPath(1, 1));
    await screen.findByRole('progressbar', { name: 'Course progress' });
    expect(sentRequests('getEnrollments')).toHaveLength(1);

    await userEvent.click(await screen.findByRole('button', { name: 'Complete Step' }));
    await screen.findByText('Step completed! On to the next lesson…');
    expect(track).toHaveBeenCalledWith({
      event: 'Free Trial Started',
      properties: { courseId: 1, lessonId: 1 },
    });
    // Not yet enrolled here: the server enrolled the learner with this completion.
    expect(sentRequests('getEnrollments')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Introduction - Welcome \(completed\)/ })).toBeInTheDocument();
    unsubscribe();
  });

  it('does not track other completions as the free-trial start', async () => {
    const track = jest.fn();
    const unsubscribe = bus.subscribe('analytics:track', track);
    learner({ enrollments: [trialEnrollment([])] });
    renderLearning(lessonPath(1, 3));
    await screen.findByRole('progressbar', { name: 'Course progress' });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Step' }));
    await screen.findByText('Step completed! On to the next lesson…');
    expect(track).not.toHaveBeenCalled();
    unsubscribe();
  });
});

it('names the page after the lesson and its course', async () => {
  learner({});
  const published = jest.fn();
  const unsubscribe = bus.subscribe('page:metadata-changed', published);
  renderLearning(lessonPath(1, 1));
  await screen.findByRole('heading', { level: 1, name: 'Introduction - Welcome' });
  expect(published).toHaveBeenLastCalledWith(
    expect.objectContaining({
      title: 'Introduction - Welcome',
      description: expect.stringMatching(/^Introduction - Welcome: a lesson of .+\.$/),
    }),
  );
  unsubscribe();
});

it('watching the video to the end does not complete the step: only Complete Step does', async () => {
  // jsdom cannot play media.
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  learner({ lesson: (id) => lessonDetails(id, { LessonVideo: '/media/lessons/what-is-programming.mp4' }) });
  answerCalls({
    getVideoPosition: ({ body }) => ({
      LessonID: body.LessonID,
      PositionSeconds: null,
      DurationSeconds: null,
    }),
    saveVideoPosition: ({ body }) => ({
      LessonID: body.LessonID,
      PositionSeconds: body.PositionSeconds,
      DurationSeconds: body.DurationSeconds,
    }),
  });
  renderLearning(lessonPath(1, 3));
  // The player is mounted when the learner asks for the video.
  await userEvent.click(await screen.findByRole('button', { name: /^Play video: / }));
  const video = await waitFor(() => {
    const found = document.querySelector<HTMLVideoElement>('media-controller > video');
    if (!found) throw new Error('no player yet');
    return found;
  });
  await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  act(() => {
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('ended'));
  });
  await waitFor(() => expect(sentRequests('saveVideoPosition')).toHaveLength(1));
  expect(sentRequests('completeLesson')).toEqual([]);
  // The page's Complete Step, and the one the end of the video offers again.
  for (const button of screen.getAllByRole('button', { name: 'Complete Step' })) expect(button).toBeEnabled();
  expect(screen.queryByText('Step completed!', { exact: false })).not.toBeInTheDocument();
});

it('marks the lesson busy while its text is on its way, and not once it is shown', async () => {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  learner({ lesson: (id) => held.then(() => lessonDetails(id)) });
  renderLearning(lessonPath(1, 1));
  const loading = await screen.findByText('Loading lesson');
  expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  answer();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Introduction - Welcome' }),
  ).toBeInTheDocument();
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
});

it("asks for the lesson, the menu's chapters, the completed steps and the enrolments together, with the page", async () => {
  learner();
  renderLearning(lessonPath(1, 1));
  const paths = () => sentRequests().map((request) => new URL(request.url).pathname.replace(/^\/[^/]+/, ''));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Introduction - Welcome' }),
  ).toBeInTheDocument();
  expect(paths()).toEqual(
    expect.arrayContaining([
      '/lesson/fetch',
      '/enrollments',
      '/chapter/get-multiple',
      '/course/completed-steps',
    ]),
  );
  const menu = screen.getByRole('navigation', { name: 'Course menu' });
  expect(await within(menu).findByRole('link', { name: /Introduction - Welcome/ })).toBeInTheDocument();
});
