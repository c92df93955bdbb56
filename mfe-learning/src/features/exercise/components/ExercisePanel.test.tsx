import { EditorView } from '@codemirror/view';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, setActiveChildProfile } from 'shared-events';
import type { Exercise, ExerciseVerdict, WireBodyOf } from 'shared-contract';
import {
  apiFailure,
  childMia,
  answerCalls,
  networkFailure,
  renderWithStore,
  sentRequests,
  TEST_API_BASE,
  type ApiResolver,
} from 'shared-events/testing';
import type { CaseResult, CheckReport } from 'shared-python';
import { exerciseFixture, nameError } from '../../../testing/exerciseFixtures';
import { fakeRunner } from '../../../testing/fakeRunner';
import { LOCAL_DRAFT_DELAY_MS, SERVER_DRAFT_DELAY_MS } from '../model/useDraftSync';
import ExercisePanel from './ExercisePanel';

const ARGS = { UserID: 'u-1', CourseID: 1, LessonID: 2 };
const DRAFT_KEY = 'exercise-draft:u-1:2';
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

/** A draft saved: the server keeps the hints used; the rest as `overrides` say. */
function savedAnswer(
  overrides: Partial<WireBodyOf<'saveExerciseAttempt'>> = {},
): ApiResolver<'saveExerciseAttempt'> {
  return ({ body }) => ({
    LessonID: 2,
    Passed: false,
    HintsUsed: body.HintsUsed,
    SolutionAvailable: false,
    ...overrides,
  });
}

/** The server's verdict of a check that went as `report` says (no hidden cases unless `overrides` give some). */
function verdictOf(report: CheckReport, overrides: Partial<ExerciseVerdict> = {}): ExerciseVerdict {
  return {
    LessonID: 2,
    Verdict: report.passed ? 'passed' : 'failed',
    Cases: report.cases,
    Error: report.error ?? null,
    HiddenCases: 0,
    HiddenCasesPassed: 0,
    Passed: report.passed,
    HintsUsed: 0,
    SolutionAvailable: !report.passed,
    ...overrides,
  };
}

/**
 * The server's check agrees with the browser's last one (the fake runner's report), and, as the API does, offers
 * the solution after a failed check of a program the learner wrote (not the starter code).
 */
function serverAgrees(
  runner: ReturnType<typeof fakeRunner>,
  exercise: Exercise,
): ApiResolver<'checkExercise'> {
  return async ({ body }) => {
    const local = await runner.runner.check.mock.results.at(-1)?.value;
    if (!local) throw new Error('The server was asked to check a program the browser did not check');
    return verdictOf(local, {
      Passed: exercise.Passed || local.passed,
      HintsUsed: body.HintsUsed,
      SolutionAvailable:
        exercise.SolutionAvailable ||
        (!local.passed && body.Code.trim() !== '' && body.Code !== exercise.StarterCode),
    });
  };
}

function setup({
  exercise = exerciseFixture(),
  runner = fakeRunner(),
  attempt = savedAnswer(),
  check = serverAgrees(runner, exercise),
  child = false,
}: {
  exercise?: Exercise;
  runner?: ReturnType<typeof fakeRunner>;
  attempt?: ApiResolver<'saveExerciseAttempt'>;
  /** The server's check; by default it agrees with the browser's. */
  check?: ApiResolver<'checkExercise'>;
  /** A child profile of the account learns on this device. */
  child?: boolean;
} = {}) {
  answerCalls({
    fetchExercise: () => exercise,
    saveExerciseAttempt: attempt,
    checkExercise: check,
    revealExerciseSolution: () => ({ LessonID: 2, Solution: 'print("Happy birthday!")\n' }),
  });
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  const onPassed = jest.fn();
  const Panel = () => <ExercisePanel args={ARGS} onPassed={onPassed} loadRunner={runner.load} />;
  const { store, rerender } = renderWithStore(<span />);
  if (child) store.dispatch(setActiveChildProfile(childMia));
  rerender(<Panel />);
  return { runner, onPassed };
}

const editorBox = () => screen.findByRole('textbox', { name: 'Your Python program' });
async function editorView(): Promise<EditorView> {
  const view = EditorView.findFromDOM(await editorBox());
  if (!view) throw new Error('No editor view');
  return view;
}
async function typeCode(code: string) {
  const view = await editorView();
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } }));
}
const button = (name: string) => screen.findByRole('button', { name });
const LOCKED = 'The solution opens after you check your own attempt, or after all hints.';

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

test('the runner is created (warm-up) as soon as the exercise opens, before the exercise has loaded', async () => {
  const runner = fakeRunner();
  setup({ runner });
  expect(runner.load).toHaveBeenCalledTimes(1);
  expect(await editorBox()).toHaveTextContent('# Print your card here');
});

test('a long line scrolls inside the editor: every grid of the exercise has one column that may shrink below its content', async () => {
  // jsdom lays nothing out; this holds the CSS that does it (an auto column grows to the editor's widest line).
  setup({ runner: fakeRunner({ run: async () => ({ kind: 'error', error: nameError }) }) });
  await typeCode(`print("${'x'.repeat(200)}")\nprnt(1)\n`);
  await userEvent.click(await button('Run'));
  const figure = await screen.findByRole('figure', { name: 'What Python said' });
  const shrinkable = { 'grid-template-columns': 'minmax(0, 1fr)' };
  expect(screen.getByRole('region', { name: 'Exercise' })).toHaveStyle({ ...shrinkable, 'min-width': '0' });
  expect(screen.getByRole('region', { name: 'Output' })).toHaveStyle(shrinkable);
  expect(figure).toHaveStyle(shrinkable);
  expect(figure.parentElement).toHaveStyle(shrinkable);
  // What Python said (which quotes the line) and the output wrap.
  expect(within(figure).getByText(/NameError/)).toHaveStyle({ 'overflow-wrap': 'anywhere' });
  expect(screen.getByRole('log', { name: 'Program output' })).toHaveStyle({ 'overflow-wrap': 'anywhere' });
});

test('the output panel says what the runner is doing, and Run waits for a ready runner', async () => {
  const runner = fakeRunner({ state: 'starting' });
  setup({ runner });
  expect(await screen.findByText('Python is starting…')).toBeInTheDocument();
  expect(await button('Run')).toBeDisabled();
  act(() => runner.setState('ready'));
  expect(await button('Run')).toBeEnabled();
  expect(screen.getByText('Python is ready.')).toBeInTheDocument();
});

test('a run streams stdout and stderr as text, stderr marked in words, never as HTML', async () => {
  const runner = fakeRunner({
    run: async (_code, options) => {
      options.onOutput({ stream: 'stdout', text: '<b>Hi</b>\n' });
      options.onOutput({ stream: 'stderr', text: 'careful\n' });
      return { kind: 'finished' };
    },
  });
  setup({ runner });
  await userEvent.click(await button('Run'));
  const output = screen.getByLabelText('Program output');
  await waitFor(() => expect(output).toHaveTextContent('<b>Hi</b>'));
  expect(output.querySelector('b')).toBeNull();
  expect(within(output).getByText('Error output:').parentElement).toHaveTextContent('Error output: careful');
  expect(within(output).getByText('Error output:').parentElement).not.toHaveTextContent('Hi');
  expect(screen.getByText('Your program finished.')).toHaveAttribute('role', 'status');
  expect(runner.runner.run).toHaveBeenCalledWith(
    '# Print your card here\n',
    expect.objectContaining({ timeLimitMs: 3000 }),
  );
});

describe('an error', () => {
  /** jsdom has neither scrollIntoView nor matchMedia: both are stood in for, the system asking for `motion`. */
  function scrolling(motion: 'reduce' | 'no-preference' = 'no-preference') {
    const scrollIntoView = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      // CodeMirror listens for print, the old way.
      value: (query: string) => ({
        matches: query.includes(motion),
        addListener: () => undefined,
        removeListener: () => undefined,
      }),
    });
    return scrollIntoView;
  }
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    Reflect.deleteProperty(window, 'matchMedia');
  });

  test('is explained once, under the editor and its buttons, beside the real traceback; the output says it stopped; its line is marked', async () => {
    const scrollIntoView = scrolling();
    const runner = fakeRunner({ run: async () => ({ kind: 'error', error: nameError }) });
    setup({ runner });
    await typeCode('print("hi")\nprnt("card")\n');
    await userEvent.click(await button('Run'));
    expect(await screen.findByText('Your program stopped with an error.')).toHaveAttribute('role', 'status');
    expect(screen.getAllByText(nameError.explanation ?? '')).toHaveLength(1);
    expect(screen.getAllByText('Python stopped with a NameError on line 2.')).toHaveLength(1);
    const figure = screen.getByRole('figure', { name: 'What Python said' });
    expect(figure).toHaveTextContent("NameError: name 'prnt' is not defined");
    // Right under Run and Check, above the output.
    const follows = (first: Element, second: Element) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByRole('button', { name: 'Check' }), figure)).toBe(true);
    expect(follows(figure, screen.getByRole('heading', { name: 'Output' }))).toBe(true);
    expect(document.querySelector('.cm-errorLine')).toHaveTextContent('prnt("card")');
    // Brought into view as it appears, smoothly.
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
    expect(figure.closest('div')?.parentElement).toBe(scrollIntoView.mock.contexts[0]);
  });

  test('is brought into view without motion when the learner asked for less', async () => {
    const scrollIntoView = scrolling('reduce');
    setup({ runner: fakeRunner({ run: async () => ({ kind: 'error', error: nameError }) }) });
    await userEvent.click(await button('Run'));
    await screen.findByText('Your program stopped with an error.');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'instant' });
  });

  test('of a case is explained once under the editor; the case table names it', async () => {
    scrolling();
    const zero = {
      type: 'ZeroDivisionError',
      message: 'division by zero',
      line: 3,
      traceback: 'Traceback (most recent call last):\nZeroDivisionError: division by zero',
      explanation: 'Your program divided by zero.',
    };
    const failing: CaseResult = {
      kind: 'stdin',
      passed: false,
      label: 'Input: 0',
      stdin: '0',
      expected: '0',
    };
    setup({
      runner: fakeRunner({
        check: async () => ({
          passed: false,
          cases: [
            { ...failing, error: zero },
            { ...failing, label: 'Input: 1', stdin: '1', error: zero },
          ],
        }),
      }),
    });
    await userEvent.click(await button('Check'));
    const table = await screen.findByRole('table', { name: '0 of 2 checks passed' });
    expect(screen.getAllByText('Your program divided by zero.')).toHaveLength(1);
    expect(within(table).queryByText('Your program divided by zero.')).not.toBeInTheDocument();
    expect(within(table).getAllByText('Python stopped with a ZeroDivisionError on line 3.')).toHaveLength(2);
    expect(screen.getAllByRole('figure', { name: 'What Python said' })).toHaveLength(1);
  });
});

test('a run stopped by the time limit shows the message with the limit, and the next run works', async () => {
  const runner = fakeRunner({ run: async () => ({ kind: 'timeout', limitMs: 3000 }) });
  setup({ runner });
  await userEvent.click(await button('Run'));
  expect(
    await screen.findByText('Your program ran for more than 3 seconds. Is there a loop that never ends?'),
  ).toBeInTheDocument();
  expect(await button('Run')).toBeEnabled();
});

test('Stop shows while a program runs and stops it', async () => {
  let finish: (value: { kind: 'stopped' }) => void = () => undefined;
  const runner = fakeRunner({ run: () => new Promise((resolve) => (finish = resolve)) });
  runner.runner.stop.mockImplementation(() => finish({ kind: 'stopped' }));
  setup({ runner });
  expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  await userEvent.click(await button('Run'));
  await userEvent.click(await button('Stop'));
  expect(runner.runner.stop).toHaveBeenCalled();
  expect(await screen.findByText('You stopped your program.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Run' })).toHaveFocus();
});

test('input() asks for a line labelled with the prompt, focused; Enter sends it and the program goes on', async () => {
  const runner = fakeRunner({
    run: async (_code, options) => {
      // As the real runner does, the prompt and the typed line come back as output (a terminal's echo).
      options.onOutput({ stream: 'stdout', text: 'What is your name? ' });
      const name = await options.onInput('What is your name? ');
      options.onOutput({ stream: 'stdout', text: `${name}\n` });
      options.onOutput({ stream: 'stdout', text: `Hello ${name}\n` });
      return { kind: 'finished' };
    },
  });
  setup({ runner });
  await userEvent.click(await button('Run'));
  const line = await screen.findByRole('textbox', { name: 'What is your name?' });
  expect(line).toHaveFocus();
  await userEvent.type(line, 'Ada{Enter}');
  const output = screen.getByLabelText('Program output');
  await waitFor(() => expect(output).toHaveTextContent(/^What is your name\? Ada Hello Ada$/));
  expect(screen.queryByRole('textbox', { name: 'What is your name?' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Run' })).toHaveFocus());
});

/** A stdin case that ran out of time. */
const timedOut: CaseResult = {
  kind: 'stdin',
  passed: false,
  label: 'Input: 0 then 0',
  stdin: '0\n0',
  expected: '0',
  timedOut: true,
};

describe('Check', () => {
  const failedReport: CheckReport = {
    passed: false,
    cases: [
      { kind: 'function', passed: true, label: 'add(2, 3)', args: ['2', '3'], expected: '5', got: '5' },
      { kind: 'function', passed: false, label: 'add(-1, 1)', args: ['-1', '1'], expected: '0', got: '-2' },
    ],
  };
  const passedReport: CheckReport = {
    passed: true,
    cases: [
      { kind: 'output', passed: true, label: 'Output', expected: 'Happy birthday!', got: 'Happy birthday!' },
    ],
  };
  const CELEBRATION = 'Well done! Every check passed.';
  /** The server has answered: its status text is gone. */
  const verdictArrived = () =>
    waitFor(() => {
      expect(sentRequests('checkExercise')).not.toHaveLength(0);
      expect(screen.queryByText('Checking…')).not.toBeInTheDocument();
    });

  test('lists every case: passed or failed in words, the arguments, expected and got', async () => {
    const runner = fakeRunner({ check: async () => failedReport });
    const { onPassed } = setup({ runner });
    await userEvent.click(await button('Check'));
    await verdictArrived();
    const table = await screen.findByRole('table', { name: '1 of 2 checks passed' });
    const [header, first, second] = within(table).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Result', 'Check', 'Arguments', 'Expected', 'Got']);
    expect(first).toHaveTextContent('Passedadd(2, 3)2, 355');
    expect(second).toHaveTextContent('Failedadd(-1, 1)-1, 10-2');
    expect(runner.runner.check).toHaveBeenCalledWith('# Print your card here\n', exerciseFixture().Check, {
      timeLimitMs: 3000,
    });
    // The program goes to the server's check; no verdict is ever sent as a save.
    expect(sentRequests('checkExercise').map((request) => request.body)).toEqual([
      { ...ARGS, Code: '# Print your card here\n', HintsUsed: 0 },
    ]);
    expect(sentRequests('saveExerciseAttempt')).toHaveLength(0);
    // An exercise without hidden cases says nothing of them.
    expect(screen.queryByText(/Hidden checks/)).not.toBeInTheDocument();
    expect(screen.queryByText(CELEBRATION)).not.toBeInTheDocument();
    expect(onPassed).not.toHaveBeenCalled();
  });

  test('stdin cases show their input; a case that ran too long says so', async () => {
    const runner = fakeRunner({
      check: async () => ({
        passed: false,
        cases: [
          { kind: 'stdin', passed: true, label: 'Input: 3 then 4', stdin: '3\n4', expected: '7', got: '7' },
          timedOut,
        ],
      }),
    });
    setup({ runner });
    await userEvent.click(await button('Check'));
    await verdictArrived();
    const table = await screen.findByRole('table', { name: '1 of 2 checks passed' });
    expect(within(table).getByRole('columnheader', { name: 'Input' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      'Your program ran for more than 3 seconds. Is there a loop that never ends?',
    );
  });

  test('cases not run after an earlier case ran out of time say so, not failed', async () => {
    const notRun: CaseResult & { notRun: true } = {
      kind: 'stdin',
      passed: false,
      label: 'Input: 5 then 1',
      stdin: '5\n1',
      expected: '6',
      notRun: true,
    };
    setup({ runner: fakeRunner({ check: async () => ({ passed: false, cases: [timedOut, notRun] }) }) });
    await userEvent.click(await button('Check'));
    await verdictArrived();
    const table = await screen.findByRole('table', { name: '0 of 2 checks passed' });
    const row = within(table).getAllByRole('row')[2];
    expect(row).toHaveTextContent('Not runInput: 5 then 15 16An earlier check ran out of time.');
    expect(row).not.toHaveTextContent('Failed');
  });

  test('a full pass the server confirms celebrates and completes the step; the passing code went to its check', async () => {
    const runner = fakeRunner({ check: async () => passedReport });
    const { onPassed } = setup({ runner, exercise: exerciseFixture({ HintsUsed: 1 }) });
    await typeCode('print("Happy birthday!")\n');
    await userEvent.click(await button('Check'));
    expect(await screen.findByText(CELEBRATION)).toBeInTheDocument();
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(sentRequests('checkExercise').map((request) => request.body)).toEqual([
      { ...ARGS, Code: 'print("Happy birthday!")\n', HintsUsed: 1 },
    ]);
    expect(screen.getByRole('table', { name: '1 of 1 check passed' })).toBeInTheDocument();
  });

  test('the browser shows its cases at once and "Checking…" until the server answers; the celebration and the step wait for its pass', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const runner = fakeRunner({ check: async () => passedReport });
    const { onPassed } = setup({
      runner,
      exercise: exerciseFixture({ HiddenCases: 2 }),
      check: async ({ body }) => {
        await answered;
        return verdictOf(passedReport, { HintsUsed: body.HintsUsed, HiddenCases: 2, HiddenCasesPassed: 2 });
      },
    });
    await typeCode('print("Happy birthday!")\n');
    await userEvent.click(await button('Check'));
    expect(await screen.findByText('Checking…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('table', { name: '1 of 1 check passed' })).toBeInTheDocument();
    await waitFor(() => expect(sentRequests('checkExercise')).toHaveLength(1));
    expect(sentRequests('checkExercise')[0]?.body).toEqual({
      ...ARGS,
      Code: 'print("Happy birthday!")\n',
      HintsUsed: 0,
    });
    // The browser's pass is no verdict: nothing is celebrated or completed, and no second check starts.
    await act(async () => undefined);
    expect(screen.queryByText(CELEBRATION)).not.toBeInTheDocument();
    expect(screen.queryByText(/Hidden checks/)).not.toBeInTheDocument();
    expect(onPassed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();

    answer();
    expect(await screen.findByText(CELEBRATION)).toBeInTheDocument();
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Checking…')).not.toBeInTheDocument();
    expect(screen.getByText('Hidden checks passed: 2 of 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
  });

  test("the server's verdict counts where it differs from the browser's: its cases and hidden checks show, nothing is celebrated", async () => {
    const browser: CheckReport = {
      passed: true,
      cases: [
        { kind: 'stdin', passed: true, label: 'Input: 3 then 4', stdin: '3\n4', expected: '7', got: '7' },
        { kind: 'stdin', passed: true, label: 'Input: 1 then 1', stdin: '1\n1', expected: '2', got: '2' },
      ],
    };
    const server: CheckReport = {
      passed: false,
      cases: [
        browser.cases[0] as CaseResult,
        { ...timedOut, label: 'Input: 1 then 1', stdin: '1\n1', expected: '2' },
      ],
    };
    const runner = fakeRunner({ check: async () => browser });
    const { onPassed } = setup({
      runner,
      exercise: exerciseFixture({ HiddenCases: 2 }),
      check: () => verdictOf(server, { HiddenCases: 2, HiddenCasesPassed: 0, SolutionAvailable: true }),
    });
    await typeCode('print(int(input()) + int(input()))\n');
    await userEvent.click(await button('Check'));
    expect(await screen.findByText('Hidden checks passed: 0 of 2.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '1 of 2 checks passed' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      'FailedInput: 1 then 11 12Your program ran for more than 3 seconds.',
    );
    expect(screen.queryByRole('table', { name: '2 of 2 checks passed' })).not.toBeInTheDocument();
    expect(screen.queryByText('Checking…')).not.toBeInTheDocument();
    expect(screen.queryByText(CELEBRATION)).not.toBeInTheDocument();
    expect(onPassed).not.toHaveBeenCalled();
    // The server's progress follows too: it offers the solution after its failed check.
    expect(await button('Show the solution')).toBeInTheDocument();
  });

  test('a check the browser failed and the server passed (say the browser ran out of time) celebrates', async () => {
    const runner = fakeRunner({ check: async () => ({ passed: false, cases: [timedOut] }) });
    const { onPassed } = setup({
      runner,
      check: () =>
        verdictOf({ passed: true, cases: [{ ...timedOut, passed: true, timedOut: false, got: '0' }] }),
    });
    await userEvent.click(await button('Check'));
    expect(await screen.findByText(CELEBRATION)).toBeInTheDocument();
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('table', { name: '1 of 1 check passed' })).toBeInTheDocument();
  });

  describe('when the server cannot check the program', () => {
    test.each([
      [
        'the connection fails',
        networkFailure,
        'Your program could not be checked. Please press Check again: the server could not be reached. Please check your connection and try again.',
      ],
      [
        'too many checks (429)',
        () => apiFailure(429, 'Too many requests: please wait 42 seconds and try again.'),
        'Too many requests: please wait 42 seconds and try again.',
      ],
      [
        'the checker is unavailable (503)',
        () => apiFailure(503),
        'Your program could not be checked. Please press Check again, status code: 503',
      ],
    ])(
      '%s: the message shows, nothing is celebrated, and Check can be pressed again',
      async (_, fail, message) => {
        const runner = fakeRunner({ check: async () => passedReport });
        const exercise = exerciseFixture();
        const agree = serverAgrees(runner, exercise);
        const { onPassed } = setup({
          runner,
          exercise,
          check: (request) => (request.count === 0 ? fail() : agree(request)),
        });
        await typeCode('print("Happy birthday!")\n');
        await userEvent.click(await button('Check'));
        expect(await screen.findByText(message)).toBeInTheDocument();
        expect(screen.queryByText('Checking…')).not.toBeInTheDocument();
        expect(screen.queryByText(CELEBRATION)).not.toBeInTheDocument();
        expect(onPassed).not.toHaveBeenCalled();
        expect(await button('Check')).toBeEnabled();

        await userEvent.click(await button('Check'));
        expect(await screen.findByText(CELEBRATION)).toBeInTheDocument();
        expect(onPassed).toHaveBeenCalledTimes(1);
        expect(screen.queryByText(message)).not.toBeInTheDocument();
        const sent = { ...ARGS, Code: 'print("Happy birthday!")\n', HintsUsed: 0 };
        expect(sentRequests('checkExercise').map((request) => request.body)).toEqual([sent, sent]);
      },
    );
  });

  test('a failed output case says where it first differs from the expected output', async () => {
    setup({
      runner: fakeRunner({
        check: async () => ({
          passed: false,
          cases: [
            {
              kind: 'output',
              passed: false,
              label: 'Output',
              expected: 'Happy birthday!\n',
              got: 'Happy Birthday!\n',
            },
          ],
        }),
      }),
    });
    await userEvent.click(await button('Check'));
    await verdictArrived();
    const table = screen.getByRole('table', { name: '0 of 1 check passed' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Happy Birthday! Line 1 differs at character 7: expected "b", got "B".',
    );
  });

  test('a new Run clears the results of the last check, and the error it explained', async () => {
    const syntax = { ...nameError, type: 'SyntaxError', explanation: 'A colon is missing.' };
    const runner = fakeRunner({
      check: async () => ({ ...failedReport, error: syntax }),
      run: async (_code, options) => {
        options.onOutput({ stream: 'stdout', text: 'fixed\n' });
        return { kind: 'finished' };
      },
    });
    setup({ runner, check: () => verdictOf({ ...failedReport, error: syntax }, { HiddenCases: 2 }) });
    await userEvent.click(await button('Check'));
    expect(await screen.findByText('Hidden checks passed: 0 of 2.')).toBeInTheDocument();
    expect(screen.getByText('A colon is missing.')).toBeInTheDocument();
    await userEvent.click(await button('Run'));
    expect(await screen.findByText('Your program finished.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Hidden checks/)).not.toBeInTheDocument();
    expect(screen.queryByText('A colon is missing.')).not.toBeInTheDocument();
  });

  test('a check the learner stops is no verdict: the message, no results, nothing sent, no solution', async () => {
    const runner = fakeRunner({ check: () => new Promise<CheckReport>(() => undefined) });
    const { onPassed } = setup({ runner });
    await userEvent.click(await button('Check'));
    await userEvent.click(await button('Stop'));
    expect(runner.runner.stop).toHaveBeenCalled();
    expect(await screen.findByText('You stopped the check.')).toBeInTheDocument();
    expect(await button('Check')).toBeEnabled();
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'Check results' })).not.toBeInTheDocument();
    expect(sentRequests('checkExercise')).toHaveLength(0);
    expect(sentRequests('saveExerciseAttempt')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Show the solution' })).not.toBeInTheDocument();
    expect(onPassed).not.toHaveBeenCalled();
  });

  test('a program that cannot be checked shows its error beside the traceback', async () => {
    const syntax = {
      ...nameError,
      type: 'SyntaxError',
      explanation: 'A line that starts a block needs a colon at the end.',
    };
    setup({
      runner: fakeRunner({ check: async () => ({ passed: false, cases: [], error: syntax }) }),
    });
    await typeCode('if True\n    print("Happy birthday!")\n');
    await userEvent.click(await button('Check'));
    expect(await screen.findByText('Your program could not be checked.')).toBeInTheDocument();
    await verdictArrived();
    expect(sentRequests('checkExercise')[0]?.body).toMatchObject({
      Code: 'if True\n    print("Happy birthday!")\n',
    });
    expect(screen.getByText('Your program could not be checked.')).toBeInTheDocument();
    // Once, though the browser and then the server reported it.
    expect(screen.getAllByText('A line that starts a block needs a colon at the end.')).toHaveLength(1);
    expect(screen.getByRole('figure', { name: 'What Python said' })).toHaveTextContent(
      'Traceback (most recent call last)',
    );
  });
});

test('hints show one at a time from the server count, each saved, the newest focused', async () => {
  setup({ exercise: exerciseFixture({ HintsUsed: 1 }) });
  const hints = await screen.findByRole('list', { name: 'Hints' });
  expect(
    within(hints)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Use print().']);
  await userEvent.click(await button('Show hint 2 of 3'));
  expect(within(hints).getAllByRole('listitem')).toHaveLength(2);
  expect(within(hints).getByText('Put the words in quotes.')).toHaveFocus();
  // A draft: the code and the hints, never a verdict.
  await waitFor(() =>
    expect(sentRequests('saveExerciseAttempt')[0]?.body).toEqual({
      ...ARGS,
      Code: '# Print your card here\n',
      HintsUsed: 2,
    }),
  );
  await userEvent.click(await button('Show hint 3 of 3'));
  expect(within(hints).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: /hint/ })).not.toBeInTheDocument();
});

test('hints show `code` spans in the code font, and never as HTML', async () => {
  setup({
    exercise: exerciseFixture({
      HintsUsed: 2,
      Hints: [
        '`//` divides and keeps the whole part: `7 // 2` is `3`.',
        'Write `<b>` as text, `not bold`',
        'A third.',
      ],
    }),
  });
  const hints = await screen.findByRole('list', { name: 'Hints' });
  const [first, second] = within(hints).getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(first).toHaveTextContent('// divides and keeps the whole part: 7 // 2 is 3.');
  expect(first).not.toHaveTextContent('`');
  expect(Array.from(first.querySelectorAll('code'), (code) => code.textContent)).toEqual([
    '//',
    '7 // 2',
    '3',
  ]);
  expect(second.querySelector('b')).toBeNull();
  expect(Array.from(second.querySelectorAll('code'), (code) => code.textContent)).toEqual([
    '<b>',
    'not bold',
  ]);
});

describe('the solution', () => {
  test('is offered only once the server allows it (after its failed check), then shown read-only and copied in', async () => {
    const runner = fakeRunner({
      check: async () => ({
        passed: false,
        cases: [{ kind: 'output', passed: false, label: 'Output', expected: 'Hi', got: '' }],
      }),
    });
    setup({ runner });
    await typeCode('print("Hapy")\n');
    expect(screen.queryByRole('button', { name: 'Show the solution' })).not.toBeInTheDocument();
    await userEvent.click(await button('Check'));
    await userEvent.click(await button('Show the solution'));
    expect(sentRequests('revealExerciseSolution')[0]?.body).toEqual(ARGS);
    const shown = await screen.findByRole('figure', { name: 'A solution' });
    expect(shown).toHaveTextContent('print("Happy birthday!")');
    expect(within(shown).getByText('print("Happy birthday!")')).toHaveFocus();
    await userEvent.click(await button('Copy the solution into the editor'));
    expect((await editorView()).state.doc.toString()).toBe('print("Happy birthday!")\n');
  });

  test('is offered once every hint is shown, when the server allows it then', async () => {
    setup({
      exercise: exerciseFixture({ HintsUsed: 2 }),
      attempt: (request) => savedAnswer({ SolutionAvailable: request.body.HintsUsed === 3 })(request),
    });
    await editorBox();
    expect(screen.queryByRole('button', { name: 'Show the solution' })).not.toBeInTheDocument();
    await userEvent.click(await button('Show hint 3 of 3'));
    expect(await button('Show the solution')).toBeInTheDocument();
  });

  test('is offered at once when the server already allows it', async () => {
    setup({ exercise: exerciseFixture({ SolutionAvailable: true }) });
    expect(await button('Show the solution')).toBeInTheDocument();
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
  });

  test('stays closed after a check of the untouched starter code, as the server says, and a line says how it opens', async () => {
    const runner = fakeRunner({
      check: async () => ({
        passed: false,
        cases: [{ kind: 'output', passed: false, label: 'Output', expected: 'Happy birthday!', got: '' }],
      }),
    });
    setup({ runner });
    expect(await screen.findByText(LOCKED)).toBeInTheDocument();
    await userEvent.click(await button('Check'));
    await waitFor(() => expect(sentRequests('checkExercise')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Checking…')).not.toBeInTheDocument());
    expect(sentRequests('checkExercise')[0]?.body).toMatchObject({ Code: '# Print your card here\n' });
    expect(screen.queryByRole('button', { name: 'Show the solution' })).not.toBeInTheDocument();
    expect(screen.getByText(LOCKED)).toBeInTheDocument();

    // The learner's own attempt, failed by the server's check, opens it.
    await typeCode('print("Hapy")\n');
    await userEvent.click(await button('Check'));
    expect(await button('Show the solution')).toBeInTheDocument();
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
  });

  test('follows the server, not the browser: a failed check the server does not count leaves it closed', async () => {
    const runner = fakeRunner({
      check: async () => ({
        passed: false,
        cases: [{ kind: 'output', passed: false, label: 'Output', expected: 'Hi', got: '' }],
      }),
    });
    setup({
      runner,
      check: () =>
        verdictOf(
          {
            passed: false,
            cases: [{ kind: 'output', passed: false, label: 'Output', expected: 'Hi', got: '' }],
          },
          { SolutionAvailable: false },
        ),
    });
    await typeCode('   \n');
    await userEvent.click(await button('Check'));
    await waitFor(() => expect(sentRequests('checkExercise')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Checking…')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Show the solution' })).not.toBeInTheDocument();
    expect(screen.getByText(LOCKED)).toBeInTheDocument();
  });

  test('without hints, the line names only the check', async () => {
    setup({ exercise: exerciseFixture({ Hints: [] }) });
    expect(
      await screen.findByText('The solution opens after you check your own attempt.'),
    ).toBeInTheDocument();
  });

  test('says nothing of how it opens once the program passed', async () => {
    setup({ exercise: exerciseFixture({ Passed: true }) });
    await editorBox();
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the solution' })).not.toBeInTheDocument();
  });
});

test('Reset asks first (focus on Keep my code), puts the starter code back, and returns focus to Reset', async () => {
  setup({ exercise: exerciseFixture({ LastCode: 'print("mine")\n' }) });
  expect(await editorBox()).toHaveTextContent('print("mine")');
  await userEvent.click(await button('Reset'));
  const dialog = await screen.findByRole('dialog', { name: 'Start again?' });
  expect(within(dialog).getByRole('button', { name: 'Keep my code' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my code' }));
  expect((await editorView()).state.doc.toString()).toBe('print("mine")\n');
  await userEvent.click(await button('Reset'));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect((await editorView()).state.doc.toString()).toBe('# Print your card here\n');
  expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
});

describe('drafts', () => {
  test("a child profile of the account does not open, or send as their own, the parent's unsent draft", async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ code: 'print("the parent typed")\n', synced: false }));
    setup({ child: true });
    expect((await editorView()).state.doc.toString()).toBe('# Print your card here\n');
    await typeCode('print("Mia typed")\n');
    await waitFor(() =>
      expect(stored('exercise-draft:u-1:11111111-1111-4111-8111-111111111111:2')).toEqual({
        code: 'print("Mia typed")\n',
        synced: false,
      }),
    );
    expect(sentRequests('saveExerciseAttempt').map((request) => request.body)).not.toContainEqual(
      expect.objectContaining({ Code: 'print("the parent typed")\n' }),
    );
    expect(stored(DRAFT_KEY)).toEqual({ code: 'print("the parent typed")\n', synced: false });
  });

  test('an unsaved local draft wins over the server last code on reload', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ code: 'print("typed offline")\n', synced: false }));
    setup({ exercise: exerciseFixture({ LastCode: 'print("older")\n' }) });
    expect((await editorView()).state.doc.toString()).toBe('print("typed offline")\n');
    // Left unsent last time, it goes to the server now.
    await waitFor(() =>
      expect(sentRequests('saveExerciseAttempt')[0]?.body).toEqual({
        ...ARGS,
        Code: 'print("typed offline")\n',
        HintsUsed: 0,
      }),
    );
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').synced).toBe(true));
  });

  test('a draft the server already has gives way to the server last code (another device may be newer)', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ code: 'print("old")\n', synced: true }));
    setup({ exercise: exerciseFixture({ LastCode: 'print("from the laptop")\n' }) });
    expect((await editorView()).state.doc.toString()).toBe('print("from the laptop")\n');
  });

  test('code typed while a check runs outlives the check: kept locally, and saved as a draft after the verdict', async () => {
    jest.useFakeTimers();
    let finish: (report: CheckReport) => void = () => undefined;
    const runner = fakeRunner({ check: () => new Promise((resolve) => (finish = resolve)) });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const agree = serverAgrees(runner, exerciseFixture());
    setup({
      runner,
      check: async (request) => {
        await answered;
        return agree(request);
      },
    });
    await typeCode('print("checked")\n');
    fireEvent.click(await button('Check'));
    // Typed while the browser checks: saved as a draft after the usual pause.
    await typeCode('print("newer")\n');
    await act(() => jest.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS));
    expect(sentRequests('saveExerciseAttempt').at(-1)?.body).toEqual({
      ...ARGS,
      Code: 'print("newer")\n',
      HintsUsed: 0,
    });
    await act(async () => {
      finish({
        passed: false,
        cases: [{ kind: 'output', passed: false, label: 'Output', expected: 'Hi', got: '' }],
      });
      await jest.advanceTimersByTimeAsync(0);
    });
    await waitFor(() => expect(sentRequests('checkExercise')).toHaveLength(1));
    expect(screen.getByText('Checking…')).toBeInTheDocument();
    // Typed while the server checks, and kept locally before its answer.
    await typeCode('print("newest")\n');
    await act(() => jest.advanceTimersByTimeAsync(LOCAL_DRAFT_DELAY_MS));
    expect(stored(DRAFT_KEY)).toEqual({ code: 'print("newest")\n', synced: false });
    // The check stored the checked code as the server's last code: the newer code follows it at once, not
    // after another pause (the timers stand still from here).
    await act(async () => {
      answer();
      await jest.advanceTimersByTimeAsync(0);
    });
    await waitFor(() => expect(sentRequests('saveExerciseAttempt')).toHaveLength(2));
    expect(
      sentRequests()
        .filter((request) => request.call !== 'fetchExercise')
        .map((request) => [request.call, (request.body as { Code: string }).Code]),
    ).toEqual([
      ['saveExerciseAttempt', 'print("newer")\n'],
      ['checkExercise', 'print("checked")\n'],
      ['saveExerciseAttempt', 'print("newest")\n'],
    ]);
    expect(sentRequests('saveExerciseAttempt').at(-1)?.body).toEqual({
      ...ARGS,
      Code: 'print("newest")\n',
      HintsUsed: 0,
    });
    await waitFor(() => expect(stored(DRAFT_KEY)).toEqual({ code: 'print("newest")\n', synced: true }));
  });

  test('typing is kept locally, then saved as a draft; when saving fails it is sent again once back online', async () => {
    jest.useFakeTimers();
    let online = false;
    setup({
      attempt: (request) => (online ? savedAnswer()(request) : networkFailure()),
    });
    await typeCode('print("Happy")\n');
    await act(() => jest.advanceTimersByTimeAsync(LOCAL_DRAFT_DELAY_MS));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({
      code: 'print("Happy")\n',
      synced: false,
    });
    await act(() => jest.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS));
    expect(sentRequests('saveExerciseAttempt')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').synced).toBe(false);
    online = true;
    await act(async () => {
      fireEvent(window, new Event('online'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(sentRequests('saveExerciseAttempt')).toHaveLength(2);
    expect(sentRequests('saveExerciseAttempt')[1]?.body).toEqual({
      ...ARGS,
      Code: 'print("Happy")\n',
      HintsUsed: 0,
    });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').synced).toBe(true));
  });
});
