import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ACTIVITY_WEEKS, familyMessages, LEARNER_PROFILE_HEADER, type ChildProgress } from 'shared-contract';
import { bus, configureApi, createAppStore, setActiveChildProfile, setUser } from 'shared-events';
import {
  answerCalls,
  apiAnswer,
  apiFailure,
  apiError,
  courseWire,
  sentBodies,
  sentRequests,
  server,
  TEST_API_BASE,
} from 'shared-events/testing';
import { ThemeProvider } from 'shared-ui';

import FamilyPage from './FamilyPage';

const mia = {
  profileId: '11111111-1111-4111-8111-111111111111',
  name: 'Mia',
  avatar: 'fox',
  birthYear: 2015,
} as const;
const leo = {
  profileId: '22222222-2222-4222-8222-222222222222',
  name: 'Leo',
  avatar: 'owl',
  birthYear: 2013,
} as const;

const weeks = (lessons: number[]) =>
  lessons.map((count, index) => ({
    weekStart: `2026-${String(9 + Math.floor(index / 4)).padStart(2, '0')}-${String(1 + (index % 4) * 7).padStart(2, '0')}`,
    lessons: count,
    exercises: index === lessons.length - 1 ? 2 : 0,
    summaries: index === lessons.length - 1 ? 1 : 0,
  }));

const miaProgress: ChildProgress = {
  profileId: mia.profileId,
  name: mia.name,
  avatar: mia.avatar,
  courses: [
    {
      courseId: 2,
      courseName: 'Introduction to Python',
      percent: 40,
      lessons: { done: 12, total: 29 },
      exercises: { done: 3, total: 7 },
      summaries: { done: 1, total: 2 },
      nextLesson: { lessonId: 3, name: 'Loops' },
    },
  ],
  lessonsThisWeek: 3,
  exercisesThisWeek: 2,
  summariesThisWeek: 1,
  weeklyGoal: 4,
  lastActivity: '2026-11-23T16:00:00.000Z',
  weeks: weeks([0, 1, 0, 2, 0, 0, 4, 3]),
};
const leoProgress: ChildProgress = {
  profileId: leo.profileId,
  name: leo.name,
  avatar: leo.avatar,
  courses: [],
  lessonsThisWeek: 0,
  exercisesThisWeek: 0,
  summariesThisWeek: 0,
  weeklyGoal: 3,
  lastActivity: null,
  weeks: weeks(Array.from({ length: ACTIVITY_WEEKS }, () => 0)),
};

function answerFamily(
  profiles: (typeof mia | typeof leo)[] = [mia, leo],
  { hasPin = false, weeklySummaryTo = 'pat@example.com' as string | null } = {},
) {
  server.use(
    apiAnswer('getFamily', { profiles, hasPin, weeklySummary: false, weeklySummaryTo }),
    apiAnswer('getFamilyDashboard', {
      children: [miaProgress, leoProgress].filter((child) =>
        profiles.some((p) => p.profileId === child.profileId),
      ),
    }),
    apiAnswer('getCourses', {
      Courses: [courseWire({ CourseID: 2, CourseLink: 'python', CourseChapters: '[7]' })],
    }),
    apiAnswer('getChapters', {
      Chapters: [{ ChapterID: 7, ChapterName: 'Basics', ChapterLessons: [1, 2, 3] }],
    }),
  );
}

function renderPage({ child = false } = {}) {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  const { store } = createAppStore({
    storage: { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined },
  });
  store.dispatch(setUser({ userId: 'u-1', attributes: { email: 'pat@example.com', name: 'Pat' } }));
  if (child)
    store.dispatch(setActiveChildProfile({ profileId: mia.profileId, name: mia.name, avatar: mia.avatar }));
  render(
    <Provider store={store}>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/family']}>
          <Routes>
            <Route path="/family" element={<FamilyPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

describe('/family', () => {
  it("shows each child's card with their own figures, asking in the browser's time zone", async () => {
    answerFamily();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Mia' });
    await within(card).findByText('Lessons this week');
    expect(within(card).getByText('Lessons this week').nextElementSibling).toHaveTextContent('3');
    expect(within(card).getByText('Exercises passed this week').nextElementSibling).toHaveTextContent('2');
    expect(within(card).getByText('Chapter summaries this week').nextElementSibling).toHaveTextContent('1');
    // Lessons, exercises and summaries of a course are counted apart: 12 of 29 lessons is 40%.
    expect(
      within(card).getByText('12 of 29 lessons · 3 of 7 exercises passed · 1 of 2 chapter summaries'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Last activity').nextElementSibling).toHaveTextContent('Nov');
    expect(
      within(card).getByRole('progressbar', { name: 'Introduction to Python progress' }),
    ).toHaveAttribute('aria-valuenow', '40');
    // The link leads to the course page until the chapters have arrived, then to the lesson in its chapter.
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: 'Loops' })).toHaveAttribute(
        'href',
        '/course/python/chapter/7/lesson/3',
      ),
    );
    const leoCard = screen.getByRole('article', { name: 'Leo' });
    expect(within(leoCard).getByText('No activity yet')).toBeInTheDocument();
    expect(within(leoCard).getByText('Leo has not started a course yet.')).toBeInTheDocument();
    expect(sentBodies('getFamilyDashboard')).toEqual([
      { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
  });

  it('draws the week-by-week chart with an accessible name and the same figures in a table', async () => {
    answerFamily();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Mia' });
    const chart = await within(card).findByRole('img', { name: /Mia's activity over the last 8 weeks/ });
    expect(chart).toHaveAccessibleName(
      "Mia's activity over the last 8 weeks: 10 lessons, 2 exercises and 1 chapter summary",
    );
    const table = within(card).getByRole('table', { name: "Mia's activity by week" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(ACTIVITY_WEEKS);
    expect(within(table).getByRole('columnheader', { name: 'Chapter summaries' })).toBeInTheDocument();
    expect(rows.at(-1)).toHaveTextContent(/3\s*2\s*1$/);
  });

  it('says when there are no child profiles yet', async () => {
    answerFamily([]);
    renderPage();
    expect(await screen.findByText('No child profiles yet')).toBeInTheDocument();
  });

  it('shows the error and a way to try again when the family cannot be read', async () => {
    answerFamily();
    server.use(apiError('getFamily', 500, 'The server is down.', { once: true }));
    const { user } = renderPage();
    expect(await screen.findByText('The server is down.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Mia' })).toBeInTheDocument();
  });

  it('adds a child profile with a name, an avatar and a birth year, and refuses a missing name', async () => {
    answerFamily([]);
    answerCalls({
      addChildProfile: ({ body }) => ({ profileId: '33333333-3333-4333-8333-333333333333', ...body }),
    });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Add a child profile' });
    await user.click(within(form).getByRole('button', { name: 'Add profile' }));
    expect(await within(form).findByText(familyMessages.nameRequired)).toBeInTheDocument();
    expect(sentRequests('addChildProfile')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/First name or nickname/), 'Zoe');
    await user.click(within(form).getByRole('radio', { name: 'panda' }));
    await user.selectOptions(
      within(form).getByLabelText(/Birth year/),
      String(new Date().getUTCFullYear() - 10),
    );
    await user.click(within(form).getByRole('button', { name: 'Add profile' }));
    await waitFor(() =>
      expect(sentBodies('addChildProfile')).toEqual([
        { name: 'Zoe', avatar: 'panda', birthYear: new Date().getUTCFullYear() - 10 },
      ]),
    );
  });

  it('removes a profile after a confirmation that says what is deleted and what stays', async () => {
    answerFamily();
    answerCalls({ removeChildProfile: () => ({ message: 'Removed.' }) });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Leo' });
    await user.click(within(card).getByRole('button', { name: 'Remove Leo' }));
    const dialog = screen.getByRole('dialog', { name: "Remove Leo's profile?" });
    expect(dialog).toHaveTextContent('its learning progress');
    expect(dialog).toHaveTextContent('its exercise work');
    expect(dialog).toHaveTextContent('its free trial');
    expect(dialog).toHaveTextContent('Courses your family bought stay yours');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the profile' }));
    expect(sentRequests('removeChildProfile')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Remove Leo' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove for good' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies('removeChildProfile')).toEqual([{ profileId: leo.profileId }]);
  });

  it('renames a child', async () => {
    answerFamily();
    answerCalls({ updateChildProfile: ({ body }) => body });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Mia' });
    await user.click(within(card).getByRole('button', { name: 'Edit Mia' }));
    const name = within(card).getByLabelText(/First name or nickname/);
    await user.clear(name);
    await user.type(name, 'Mimi');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentBodies('updateChildProfile')).toEqual([{ ...mia, name: 'Mimi' }]));
  });

  it('sets the PIN and switches the weekly summary on', async () => {
    answerFamily();
    answerCalls({
      setFamilyPin: () => ({ message: 'Saved.' }),
      setWeeklySummary: ({ body }) => ({ weeklySummary: body.enabled }),
    });
    const { user } = renderPage();
    const pin = await screen.findByLabelText(/4-digit PIN/);
    await user.type(pin, '12{Enter}');
    expect(await screen.findByText(familyMessages.pinFormat)).toBeInTheDocument();
    await user.type(pin, '34{Enter}');
    expect(await screen.findByText('The PIN is saved.')).toBeInTheDocument();
    expect(sentBodies('setFamilyPin')).toEqual([{ pin: '1234' }]);
    const summary = screen.getByRole('switch', { name: /summary of my children's week/ });
    expect(summary).toHaveAccessibleDescription(
      'Sent every Monday morning for the week before, to pat@example.com. Every e-mail has a link to stop them.',
    );
    await user.click(summary);
    await waitFor(() => expect(sentBodies('setWeeklySummary')).toEqual([{ enabled: true }]));
  });

  it('says the summary goes to the account’s address when the API does not name it', async () => {
    answerFamily([mia], { weeklySummaryTo: null });
    renderPage();
    expect(
      await screen.findByRole('switch', { name: /summary of my children's week/ }),
    ).toHaveAccessibleDescription(
      'Sent every Monday morning for the week before, to the e-mail address of your account. Every e-mail has a link to stop them.',
    );
  });

  it("opens a child's latest programs as text, with the help they had, only when asked", async () => {
    answerFamily();
    answerCalls({
      getChildAttempts: () => ({
        attempts: [
          {
            lessonId: 13,
            lessonName: 'Exercise - Calculator Warm-up',
            courseName: 'Python Free Trial',
            code: 'print("<b>hi</b>")\nfor i in range(3):\n    print(i)',
            codeShortened: true,
            passed: false,
            hintsUsed: 2,
            hintsTotal: 3,
            solutionRevealedAt: '2026-11-24T16:10:00.000Z',
            checkedAt: '2026-11-24T16:05:00.000Z',
          },
          {
            lessonId: 8,
            lessonName: 'Exercise - Print a Greeting Card',
            courseName: 'Python Free Trial',
            code: 'print("Happy birthday!")',
            codeShortened: false,
            passed: true,
            hintsUsed: 0,
            hintsTotal: 2,
            solutionRevealedAt: null,
            checkedAt: '2026-11-23T16:00:00.000Z',
          },
        ],
      }),
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Mia' });
    expect(sentRequests('getChildAttempts')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: "See Mia's programs" }));
    const dialog = screen.getByRole('dialog', { name: "Mia's programs" });
    const program = (summary: string) => {
      const details = within(dialog).getByText(summary).closest('details');
      if (!details) throw new Error(`no program "${summary}"`);
      return details;
    };
    await within(dialog).findByText('Exercise - Calculator Warm-up: not passed yet');
    const latest = program('Exercise - Calculator Warm-up: not passed yet');
    await user.click(within(latest).getByText('Exercise - Calculator Warm-up: not passed yet'));
    expect(latest).toHaveAttribute('open');
    const code = latest.querySelector('pre');
    // The program is text: its markup is not turned into elements.
    expect(code).toHaveTextContent('print("<b>hi</b>") for i in range(3): print(i)');
    expect(code?.querySelector('b')).toBeNull();
    expect(within(latest).getByText('Hints').nextElementSibling).toHaveTextContent('2 of 3 hints used');
    expect(within(latest).getByText('Solution').nextElementSibling).toHaveTextContent(
      /^Shown on Tue, Nov 24, 2026/,
    );
    expect(latest).toHaveTextContent('only its first 4,000 characters are shown');
    const greeting = program('Exercise - Print a Greeting Card: passed');
    expect(within(greeting).getByText('Hints').nextElementSibling).toHaveTextContent('No hints used');
    expect(within(greeting).getByText('Solution').nextElementSibling).toHaveTextContent(
      'Not shown before this check',
    );
    expect(sentBodies('getChildAttempts')).toEqual([{ profileId: mia.profileId }]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when a child has checked no program yet, and shows a failure with a way to try again', async () => {
    answerFamily();
    answerCalls({
      getChildAttempts: ({ count }) =>
        count === 0 ? apiFailure(500, 'The server is down.') : { attempts: [] },
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Leo' });
    await user.click(within(card).getByRole('button', { name: "See Leo's programs" }));
    const dialog = screen.getByRole('dialog', { name: "Leo's programs" });
    expect(await within(dialog).findByText('The server is down.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Leo has not checked a program yet.')).toBeInTheDocument();
  });

  it('changes a set PIN with the current one, or without it when the field is left empty', async () => {
    answerFamily([mia, leo], { hasPin: true });
    answerCalls({ setFamilyPin: () => ({ message: 'Saved.' }) });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Parent PIN' });
    const current = await within(form).findByLabelText(/Current PIN/);
    expect(current).toHaveAccessibleDescription(
      'Forgot it? Leave it empty and confirm with your password instead.',
    );
    await user.type(current, '12');
    await user.type(within(form).getByLabelText(/New 4-digit PIN/), '5678{Enter}');
    expect(await within(form).findByText(familyMessages.pinFormat)).toBeInTheDocument();
    expect(sentRequests('setFamilyPin')).toHaveLength(0);
    await user.type(current, '34');
    await user.click(within(form).getByRole('button', { name: 'Change PIN' }));
    expect(await within(form).findByText('The PIN is saved.')).toBeInTheDocument();
    expect(current).toHaveValue('');
    await user.type(current, '9');
    await user.clear(current);
    await user.type(within(form).getByLabelText(/New 4-digit PIN/), '2468{Enter}');
    await waitFor(() =>
      expect(sentBodies('setFamilyPin')).toEqual([{ pin: '5678', currentPin: '1234' }, { pin: '2468' }]),
    );
  });

  it("shows each child's weekly goal, sets one child's with that child's profile id and shows the API's refusal", async () => {
    answerFamily();
    answerCalls({
      setWeeklyGoal: ({ body, count }) =>
        count === 0 ? { weeklyGoal: body.weeklyGoal } : apiFailure(403, 'Only a parent can change this.'),
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Mia' });
    const form = within(card).getByRole('form', { name: "Mia's weekly goal" });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: "Mia's weekly goal" })).toHaveValue('4'),
    );
    expect(
      within(screen.getByRole('article', { name: 'Leo' })).getByRole('combobox', {
        name: "Leo's weekly goal",
      }),
    ).toHaveValue('3');
    await user.selectOptions(within(form).getByRole('combobox', { name: "Mia's weekly goal" }), '5');
    await user.click(within(form).getByRole('button', { name: 'Save goal' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved: Mia aims for 5 lessons a week.',
    );
    expect(sentBodies('setWeeklyGoal')).toEqual([{ weeklyGoal: 5, profileId: mia.profileId }]);
    expect(sentRequests('setWeeklyGoal')[0]?.headers).not.toHaveProperty(
      LEARNER_PROFILE_HEADER.toLowerCase(),
    );
    await user.click(within(form).getByRole('button', { name: 'Save goal' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only a parent can change this.');
    expect(
      within(screen.getByRole('article', { name: 'Leo' })).getByRole('form', { name: "Leo's weekly goal" }),
    ).toBeInTheDocument();
  });

  it('asks a child profile to fetch a parent, without reading the family', async () => {
    const asked: unknown[] = [];
    const stop = bus.subscribe('family:parent-requested', (payload) => asked.push(payload));
    const { user } = renderPage({ child: true });
    expect(screen.getByRole('heading', { name: 'Ask a parent' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Family' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Enter the parent's PIN" }));
    expect(asked).toEqual([{}]);
    expect(sentRequests()).toHaveLength(0);
    stop();
  });
});
