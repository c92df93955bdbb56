import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  bus,
  configureApi,
  setActiveChildProfile,
  setDynamoData,
  setEnrollments,
  setUser,
} from 'shared-events';
import { REVIEW_ENROLLED_ONLY_MESSAGE } from 'shared-contract';
import {
  childMia,
  answerCalls,
  type ApiAnswerOf,
  type ApiResolvers,
  TEST_API_BASE,
  apiFailure as failure,
  networkFailure,
  renderWithStore,
  sentBodies,
  sentRequests,
} from 'shared-events/testing';

import { courseFixture, reviewFixture } from '../../../testing/fixtures';
import { OverviewTab } from './OverviewTab';
import { relatedCarouselSettings } from './RelatedCourses';
import CourseDetailPage from './CourseDetailPage';

// The overview as it is, its renders counted: it re-renders whenever the whole page does.
jest.mock('./OverviewTab', () => {
  const actual = jest.requireActual<typeof import('./OverviewTab')>('./OverviewTab');
  return { ...actual, OverviewTab: jest.fn(actual.OverviewTab) };
});

const COURSES = [
  courseFixture({
    CourseID: 1,
    CourseLink: 'free-trial',
    CourseName: 'Python Free Trial',
    Price: 0,
    OfferPrice: null,
    CourseChapters: '[1]',
    Receivables: {
      Exercises: 'Hands-on exercises after every topic',
      Reward: 'A discount coupon for the full course when you finish',
    },
  }),
  courseFixture({
    CourseID: 2,
    CourseDescription: 'Learn step by step.\n1. Functions\n2. Dictionaries',
    CourseChapters: '[1,3]',
    Receivables: { Certificate: 'A certificate of completion' },
    Categories: ['Python', 'Beginner'],
  }),
  courseFixture({
    CourseID: 3,
    CourseLink: 'python-advanced',
    CourseName: 'Python Advanced',
    CourseChapters: '[3]',
  }),
];

const CHAPTERS = [
  { ChapterID: 1, ChapterName: 'Getting Started', ChapterLessons: [1, 2, 3] },
  { ChapterID: 3, ChapterName: 'Functions', ChapterLessons: [6, 7] },
];

const WELCOME_VIDEO = 'https://youtu.be/welcome-video';

const LESSONS = [
  { LessonID: 1, LessonName: 'Introduction - Welcome', PreviewVideo: WELCOME_VIDEO },
  { LessonID: 2, LessonName: 'Introduction - Installing Python' },
  { LessonID: 3, LessonName: 'Exercise - Hello' },
  { LessonID: 6, LessonName: 'Functions - Defining' },
  { LessonID: 7, LessonName: 'Functions - Return Values' },
];

const TWENTY_FIVE_REVIEWS = Array.from({ length: 25 }, (_, index) => reviewFixture(index + 1));

function stubApi(overrides: ApiResolvers = {}) {
  return answerCalls({
    getCourses: () => ({ Courses: COURSES }),
    getChapters: ({ body }) => ({
      Chapters: CHAPTERS.filter((chapter) => body.ChapterIDs.includes(chapter.ChapterID)),
    }),
    getLessonNames: ({ body }) => ({
      Lessons: LESSONS.filter((lesson) => body.LessonIDs.includes(lesson.LessonID)),
    }),
    getReviews: () => TWENTY_FIVE_REVIEWS,
    getCourseRatings: () => ({ Ratings: [] }),
    getOwnReview: () => ({ Review: null, CanReview: true }),
    ...overrides,
  });
}

function CheckoutStandIn() {
  const { search } = useLocation();
  return <p>{`Checkout page ${search}`}</p>;
}

function renderPage(path = '/course/introduction-to-python') {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  return renderWithStore(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/course/:courseLink" element={<CourseDetailPage />} />
        <Route path="/checkout" element={<CheckoutStandIn />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // jsdom has no layout; swiper reads the container width.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
});
afterEach(() => jest.restoreAllMocks());

const openTab = async (name: string) => {
  await userEvent.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel');
};

it('shows the title, instructor, category, rating and count, price and Enroll Now', async () => {
  stubApi();
  renderPage();
  const title = await screen.findByRole('heading', { level: 1, name: 'Introduction to Python' });
  // The header band, on the theme's surface colour.
  expect(screen.getByRole('region', { name: 'Introduction to Python' })).toHaveStyle({
    'padding-top': '3rem',
    'background-color': '#f5f8fc',
  });
  expect(title).toBeInTheDocument();
  expect(screen.getByText(/Instructor:/)).toBeInTheDocument();
  expect(screen.getByText('Python, Beginner')).toBeInTheDocument();
  expect(await screen.findByText('25 Reviews', { selector: 'span' })).toBeInTheDocument();
  expect(screen.getAllByText('5.00').length).toBeGreaterThan(0);
  expect(screen.getAllByText('$49.00').length).toBeGreaterThan(0);
  expect(screen.getAllByRole('button', { name: 'Enroll Now' }).length).toBeGreaterThan(0);
  const share = screen.getByRole('navigation', { name: 'Share this course' });
  expect(
    within(share)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(' (opens in a new tab)', '')),
  ).toEqual(['WhatsApp', 'Facebook', 'Twitter', 'LinkedIn']);
});

it('an enrolled learner gets Continue to the lesson after the most recently completed one, and no coupon box', async () => {
  stubApi();
  const { store } = renderPage();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
    store.dispatch(
      setEnrollments([
        {
          CourseID: 2,
          EnrolledAt: '2024-01-01T00:00:00.000Z',
          Source: 'payment',
          // Lesson 2 (chapter 1) was completed last, after lesson 6 of chapter 3.
          CompletedSteps: [
            { LessonID: 6, CompletedAt: '2024-01-02T00:00:00.000Z' },
            { LessonID: 2, CompletedAt: '2024-01-03T00:00:00.000Z' },
          ],
        },
      ]),
    );
  });
  const header = within(await screen.findByRole('region', { name: 'Introduction to Python' }));
  expect(await header.findByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    '/course/introduction-to-python/chapter/1/lesson/3',
  );
  expect(header.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
});

it("shows 'Failed to load course details' when the course does not exist", async () => {
  stubApi();
  renderPage('/course/no-such-course');
  expect(await screen.findByText('Failed to load course details')).toBeInTheDocument();
});

it('reviews that fail to load show a zero rating and 0 Reviews', async () => {
  stubApi({ getReviews: () => failure(500) });
  renderPage();
  expect(await screen.findByText('0 Reviews', { selector: 'span' })).toBeInTheDocument();
  expect(screen.getByText('0.00', { selector: 'strong' })).toBeInTheDocument();
});

it('Overview indents the numbered list of the description and lists the receivables', async () => {
  stubApi();
  renderPage();
  const panel = await openTab('Overview');
  const list = within(panel).getAllByRole('list')[0] as HTMLElement;
  expect(list.tagName).toBe('OL');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Functions', 'Dictionaries']);
  expect(within(panel).getByText('A certificate of completion')).toBeInTheDocument();
});

it('Curriculum: chapters open at first and collapsible, lessons grouped by topic, exercises hidden, preview video or lock', async () => {
  stubApi();
  renderPage();
  const panel = await openTab('Curriculum');
  const chapterButtons = await within(panel).findAllByRole('button', { expanded: true });
  expect(chapterButtons.map((button) => button.textContent)).toEqual(['Getting Started', 'Functions']);
  expect(within(panel).getByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
  expect(within(panel).getByText('Installing Python')).toBeInTheDocument();
  expect(within(panel).queryByText(/Hello/)).not.toBeInTheDocument();

  // Only the lesson the API offers a preview video for opens it (in a new tab); the others are locked.
  const preview = within(panel).getByRole('link', { name: 'Preview Welcome (opens in a new tab)' });
  expect(preview).toHaveAttribute('href', WELCOME_VIDEO);
  expect(preview).toHaveAttribute('target', '_blank');
  expect(within(panel).getAllByRole('link', { name: /^Preview/ })).toHaveLength(1);
  expect(within(panel).getAllByText('Locked')).toHaveLength(3);

  await userEvent.click(chapterButtons[1] as HTMLElement);
  expect(chapterButtons[1]).toHaveAttribute('aria-expanded', 'false');
});

it('says which status the lesson names failed with', async () => {
  stubApi({ getLessonNames: () => failure(503) });
  renderPage();
  const panel = await openTab('Curriculum');
  expect(await within(panel).findByRole('alert')).toHaveTextContent(
    'Failed to fetch lesson names, status code: 503',
  );
});

it('loads lesson names in batches of 100, one request after another', async () => {
  const many = Array.from({ length: 150 }, (_, index) => index + 1);
  const answered: number[] = [];
  let inFlight = 0;
  stubApi({
    getChapters: () => ({ Chapters: [{ ChapterID: 1, ChapterName: 'Big', ChapterLessons: many }] }),
    getLessonNames: async ({ body }) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      const ids = body.LessonIDs;
      await new Promise((resolve) => setTimeout(resolve, 5));
      answered.push(ids.length);
      inFlight -= 1;
      return { Lessons: ids.map((LessonID) => ({ LessonID, LessonName: `Topic - Lesson ${LessonID}` })) };
    },
  });
  renderPage('/course/free-trial');
  const panel = await openTab('Curriculum');
  expect(await within(panel).findByText('Lesson 150')).toBeInTheDocument();
  expect(answered).toEqual([100, 50]);
});

it("Instructors shows the bio and the About link, and no profile link that would only open LinkedIn's front page", async () => {
  stubApi();
  renderPage();
  const panel = await openTab('Instructors');
  expect(within(panel).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: /^More about / })).toHaveAttribute('href', '/about');
  expect(within(panel).getByText(/taught programming/)).toBeInTheDocument();
});

it('Reviews: the summary, 10 reviews newest first, and Load More adds 10 until all are shown', async () => {
  stubApi();
  renderPage();
  const panel = await openTab('Reviews');
  const list = await within(panel).findByRole('list', { name: 'Reviews' });
  const titles = () =>
    within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
  expect(titles()).toHaveLength(10);
  expect(titles()[0]).toBe('Review title 25');
  expect(within(panel).getByText('5 stars').nextElementSibling?.nextElementSibling).toHaveTextContent('100%');

  await userEvent.click(within(panel).getByRole('button', { name: 'Load More' }));
  expect(titles()).toHaveLength(20);
  await userEvent.click(within(panel).getByRole('button', { name: 'Load More' }));
  expect(titles()).toHaveLength(25);
  expect(titles()[24]).toBe('Review title 1');
  expect(within(panel).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
});

it('the review form shows the spec message and posts a valid review, named by the account, not by the form', async () => {
  let reviews = [reviewFixture(1)];
  stubApi({
    getReviews: () => reviews,
    postReview: () => {
      const created = reviewFixture(2, { Title: 'Loved it', Timestamp: '2025-01-01T00:00:00.000Z' });
      reviews = [created, ...reviews];
      return created;
    },
  });
  const { store } = renderPage();
  act(() => {
    store.dispatch(
      setUser({
        userId: 'u1',
        attributes: { email: 'ada@example.com', name: 'Ada', picture: 'https://x/a.png' },
      }),
    );
    store.dispatch(
      setDynamoData({
        UserID: 'u1',
        firstName: '',
        lastName: '',
        userName: `Ada ${'L'.repeat(120)}`,
        userEmail: 'ada@example.com',
        publicProfile: false,
        LFG: false,
        klaviyoProfileID: null,
        referralLink: 'None',
      }),
    );
  });
  const panel = await openTab('Reviews');
  const submit = await within(panel).findByRole('button', { name: 'Submit Review' });
  expect(within(panel).getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
  const name = within(panel).getByLabelText('Name');
  expect(name).toHaveValue(`Ada ${'L'.repeat(96)}`);
  expect(name).toHaveAttribute('readonly');
  expect(within(panel).queryByLabelText('Email')).not.toBeInTheDocument();

  await userEvent.click(submit);
  expect(within(panel).getByRole('alert')).toHaveTextContent(
    'Please fill in all fields and provide a rating.',
  );

  await userEvent.click(within(panel).getByRole('radio', { name: '4 stars' }));
  await userEvent.type(within(panel).getByLabelText('Title'), 'Loved it');
  await userEvent.click(
    within(panel).getByRole('group', { name: 'What did you like?' }).querySelector('button') as HTMLElement,
  );
  await userEvent.click(
    within(within(panel).getByRole('group', { name: 'What could be better?' })).getByRole('button', {
      name: 'Pace',
    }),
  );
  expect(within(panel).getByLabelText('Comment')).toHaveValue('Liked: Course content.\nDisliked: Pace.');

  await userEvent.click(submit);
  expect(await within(panel).findByText('Thank you for your review!')).toBeInTheDocument();
  // No name, e-mail or picture travels: the API takes them from the account.
  expect(sentBodies('postReview')).toEqual([
    {
      CourseID: 2,
      UserID: 'u1',
      Rating: 4,
      Title: 'Loved it',
      Comment: 'Liked: Course content.\nDisliked: Pace.',
    },
  ]);
  await waitFor(() =>
    expect(
      within(within(panel).getByRole('list', { name: 'Reviews' })).getAllByRole('heading')[0],
    ).toHaveTextContent('Loved it'),
  );
});

it("prefills a learner's own review from their own call, and offers to update it", async () => {
  const own = reviewFixture(7, { Title: 'My first take', Comment: 'Good start', Rating: 3 });
  stubApi({
    getOwnReview: () => {
      return { Review: own, CanReview: true };
    },
    postReview: () => {
      return { ...own, Title: 'Better now' };
    },
  });
  const { store } = renderPage();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
  });
  const panel = await openTab('Reviews');
  expect(await within(panel).findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
  expect(sentBodies('getOwnReview')).toContainEqual({ UserID: 'u1', CourseID: 2 });
  const title = within(panel).getByLabelText('Title');
  expect(title).toHaveValue('My first take');
  expect(within(panel).getByLabelText('Comment')).toHaveValue('Good start');
  expect(within(panel).getByRole('radio', { name: '3 stars' })).toBeChecked();
  await userEvent.clear(title);
  await userEvent.type(title, 'Better now');
  await userEvent.click(within(panel).getByRole('button', { name: 'Update Review' }));
  expect(await within(panel).findByText('Thank you for your review!')).toBeInTheDocument();
  expect(sentBodies('postReview')).toEqual([
    { CourseID: 2, UserID: 'u1', Rating: 3, Title: 'Better now', Comment: 'Good start' },
  ]);
});

it('tells a signed-in learner who is not enrolled that only enrolled learners review, with no form', async () => {
  stubApi({ getOwnReview: () => ({ Review: null, CanReview: false }) });
  const { store } = renderPage();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
  });
  const panel = await openTab('Reviews');
  expect(await within(panel).findByText(REVIEW_ENROLLED_ONLY_MESSAGE)).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
});

it.each([
  [
    'a failed review post shows the spec message',
    500,
    undefined,
    'Failed to submit review. Please try again later.',
  ],
  [
    "a review refused for coming too often shows the API's message, which says how long to wait",
    429,
    'Too many requests: please wait 42 seconds and try again.',
    'Too many requests: please wait 42 seconds and try again.',
  ],
])('%s', async (_title, status, apiMessage, shown) => {
  stubApi({ postReview: () => failure(status, apiMessage) });
  const { store } = renderPage();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
  });
  const panel = await openTab('Reviews');
  await userEvent.click(await within(panel).findByRole('radio', { name: '5 stars' }));
  await userEvent.type(within(panel).getByLabelText('Title'), 'Great');
  await userEvent.type(within(panel).getByLabelText('Comment'), 'Really good');
  await userEvent.click(within(panel).getByRole('button', { name: 'Submit Review' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent(shown);
});

it('quick-pick phrases keep what the learner typed, and a phrase picked on one side leaves the other', async () => {
  stubApi();
  const { store } = renderPage();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
  });
  const panel = await openTab('Reviews');
  const comment = await within(panel).findByLabelText('Comment');
  await userEvent.type(comment, 'Clear videos.');
  const liked = within(within(panel).getByRole('group', { name: 'What did you like?' }));
  const disliked = within(within(panel).getByRole('group', { name: 'What could be better?' }));
  await userEvent.click(liked.getByRole('button', { name: 'Pace' }));
  await userEvent.click(liked.getByRole('button', { name: 'Examples' }));
  expect(comment).toHaveValue('Clear videos.\nLiked: Pace, Examples.');
  await userEvent.click(disliked.getByRole('button', { name: 'Pace' }));
  expect(comment).toHaveValue('Clear videos.\nLiked: Examples.\nDisliked: Pace.');
  expect(liked.getByRole('button', { name: 'Pace' })).toHaveAttribute('aria-pressed', 'false');
  expect(disliked.getByRole('button', { name: 'Pace' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(liked.getByRole('button', { name: 'Examples' }));
  await userEvent.click(disliked.getByRole('button', { name: 'Pace' }));
  expect(comment).toHaveValue('Clear videos.');
});

it('a ?coupon= parameter validates that coupon on load', async () => {
  stubApi({
    validateCoupon: () => {
      return { coupon_code: 'PY30NOW', discount_type: '%', discount_amount: 30, isValid: true };
    },
  });
  const { store } = renderPage('/course/introduction-to-python?coupon=%20PY30NOW%20');
  expect(await screen.findByText('Coupon is valid!')).toBeInTheDocument();
  expect(sentBodies('validateCoupon')).toEqual([{ coupon_code: 'PY30NOW' }]);

  // Enrolling takes the valid coupon on to checkout.
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
  });
  await userEvent.click(screen.getAllByRole('button', { name: 'Enroll Now' })[0] as HTMLElement);
  expect(await screen.findByText('Checkout page ?courseId=2&coupon=PY30NOW')).toBeInTheDocument();
});

it("a valid ?coupon= is not carried by a related course's Enroll Now", async () => {
  stubApi({
    validateCoupon: () => ({
      coupon_code: 'PY30NOW',
      discount_type: '%',
      discount_amount: 30,
      isValid: true,
    }),
  });
  const { store } = renderPage('/course/introduction-to-python?coupon=PY30NOW');
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
  });
  expect(await screen.findByText('Coupon is valid!')).toBeInTheDocument();
  const carousel = await screen.findByRole('region', { name: 'Related courses' });
  const advanced = within(carousel).getByRole('heading', { name: 'Python Advanced' }).closest('article');
  await userEvent.click(within(advanced as HTMLElement).getByRole('button', { name: 'Enroll Now' }));
  expect(await screen.findByText('Checkout page ?courseId=3')).toBeInTheDocument();
});

it('a ?coupon= still being checked is not taken to checkout', async () => {
  stubApi({ validateCoupon: () => new Promise<never>(() => undefined) });
  const { store } = renderPage('/course/introduction-to-python?coupon=PY30NOW');
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
  });
  const header = within(await screen.findByRole('region', { name: 'Introduction to Python' }));
  await userEvent.click(header.getByRole('button', { name: 'Enroll Now' }));
  expect(await screen.findByText('Checkout page ?courseId=2')).toBeInTheDocument();
});

it('an invalid coupon is cleared with the spec message, and a blank one is not sent', async () => {
  stubApi({
    validateCoupon: () => {
      return { coupon_code: 'NOPE', discount_type: null, discount_amount: null, isValid: false };
    },
  });
  renderPage();
  const field = await screen.findByLabelText('Coupon code');
  await userEvent.type(field, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(sentBodies('validateCoupon')).toEqual([]);
  await userEvent.clear(field);
  await userEvent.type(field, 'NOPE');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Coupon is not valid.')).toBeInTheDocument();
  expect(field).toHaveValue('');
});

it('related courses: a carousel of the other courses that autoplays every 2500 ms, 2 slides at 640 px and 3 at 768 px', async () => {
  expect(relatedCarouselSettings).toMatchObject({
    autoplayDelay: 2500,
    breakpoints: { 640: { slidesPerView: 2 }, 768: { slidesPerView: 3 } },
  });
  stubApi();
  renderPage();
  const carousel = await screen.findByRole('region', { name: 'Related courses' });
  const names = within(carousel)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
  expect(names).toEqual(['Python Free Trial', 'Python Advanced']);
  expect(within(carousel).getByRole('button', { name: 'Pause autoplay' })).toBeInTheDocument();
});

it('the sidebar lists the course facts, the coupon box and the latest courses', async () => {
  stubApi();
  renderPage();
  const sidebar = await screen.findByRole('complementary', { name: 'Course information' });
  expect(within(sidebar).getByText('English')).toBeInTheDocument();
  expect(within(sidebar).getByText('5h 30m')).toBeInTheDocument();
  expect(within(sidebar).getByText('1,200 students')).toBeInTheDocument();
  expect(await within(sidebar).findByText('4', { selector: 'dd' })).toBeInTheDocument();
  expect(within(sidebar).getByLabelText('Coupon code')).toBeInTheDocument();
  expect(
    within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Python Advanced', 'Python Free Trial']);
});

it('the lesson count and an enrolment arriving after the page render the sidebar, not the whole page again', async () => {
  stubApi();
  const { store } = renderPage();
  const sidebar = await screen.findByRole('complementary', { name: 'Course information' });
  expect(within(sidebar).getByText('…', { selector: 'dd' })).toBeInTheDocument();
  const overviewRenders = jest.mocked(OverviewTab).mock.calls.length;
  expect(overviewRenders).toBeGreaterThan(0);
  expect(await within(sidebar).findByText('4', { selector: 'dd' })).toBeInTheDocument();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
    store.dispatch(
      setEnrollments([
        { CourseID: 2, EnrolledAt: '2024-01-01T00:00:00.000Z', Source: 'payment', CompletedSteps: [] },
      ]),
    );
  });
  await waitFor(() => expect(within(sidebar).queryByLabelText('Coupon code')).not.toBeInTheDocument());
  expect(jest.mocked(OverviewTab).mock.calls).toHaveLength(overviewRenders);
});

it('a coupon the server cannot check shows its message, or the same texts as checkout when it sends none', async () => {
  let answer: ApiAnswerOf<'validateCoupon'> = failure(503, 'Coupon service is down');
  stubApi({ validateCoupon: () => answer });
  renderPage();
  const field = await screen.findByLabelText('Coupon code');
  await userEvent.type(field, 'PY30NOW');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Coupon service is down')).toBeInTheDocument();
  answer = failure(500);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Could not validate coupon.')).toBeInTheDocument();
  answer = networkFailure();
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('An error occurred during coupon validation.')).toBeInTheDocument();
});

it('names the page after the course and describes it with the course description', async () => {
  stubApi();
  const published = jest.fn();
  const unsubscribe = bus.subscribe('page:metadata-changed', published);
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Introduction to Python' });
  expect(published).toHaveBeenLastCalledWith(
    expect.objectContaining({ title: 'Introduction to Python', description: expect.stringMatching(/\w/) }),
  );
  unsubscribe();
});

it('shows a child profile a line instead of buying, the coupon box and the review form', async () => {
  stubApi();
  const { store } = renderPage();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
    store.dispatch(setActiveChildProfile(childMia));
  });
  const header = within(await screen.findByRole('region', { name: 'Introduction to Python' }));
  expect(header.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
  expect(header.getByText('Ask a parent to get this course for you.')).toBeInTheDocument();
  // No price anywhere: not in the header, nor on the related courses' cards.
  expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
  const panel = await openTab('Reviews');
  expect(await within(panel).findByText('Reviews are written by parents.')).toBeInTheDocument();
  expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
});

it('shows a child profile of a family that owns the course Continue, and the free trial no coupon reward', async () => {
  stubApi();
  const { store } = renderPage('/course/free-trial?coupon=TRIALCOMPLETE');
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
    store.dispatch(setActiveChildProfile(childMia));
    store.dispatch(
      setEnrollments([
        { CourseID: 1, EnrolledAt: '2024-01-01T00:00:00.000Z', Source: 'free-trial', CompletedSteps: [] },
      ]),
    );
  });
  const header = within(await screen.findByRole('region', { name: 'Python Free Trial' }));
  expect(await header.findByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    '/course/free-trial/chapter/1/lesson/1',
  );
  expect(header.queryByText('Free')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
  expect(screen.getByRole('tabpanel')).not.toHaveTextContent(/coupon|discount/i);
  expect(sentRequests('validateCoupon')).toEqual([]);
  expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
});

it("asks for the course's rating and lesson count with the page, without waiting for its artwork", async () => {
  stubApi();
  renderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Introduction to Python' }),
  ).toBeInTheDocument();
  // jsdom loads no image: the artwork never arrives, and nothing waits for it.
  expect(await screen.findByText('25 Reviews', { selector: 'span' })).toBeInTheDocument();
  const sidebar = screen.getByRole('complementary', { name: 'Course information' });
  expect(await within(sidebar).findByText('4', { selector: 'dd' })).toBeInTheDocument();
  const paths = sentRequests().map((request) => new URL(request.url).pathname.replace(/^\/[^/]+/, ''));
  expect(paths).toEqual(expect.arrayContaining(['/course/review/all', '/chapter/get-multiple']));
});
