import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Exercise, ExerciseVerdict } from 'shared-contract';
import type { CheckReport, PythonError, PythonRunner, RunnerState, RunOutcome } from 'shared-python';
import { selectActiveChildProfile, useAppSelector } from 'shared-events';
import { Button, ErrorText } from 'shared-ui';
import { learningErrorText } from '../../course';
import {
  exerciseErrorMessages,
  useLearningCheckExerciseMutation,
  useLearningRevealExerciseSolutionMutation,
  useLearningSaveExerciseAttemptMutation,
  type ExerciseArgs,
} from '../api/exerciseApi';
import { initialCode, readDraft } from '../model/drafts';
import { scrollIntoViewGently } from '../model/scrollIntoViewGently';
import { useDraftSync } from '../model/useDraftSync';
import { CaseTable } from './CaseTable';
import { CodeEditor, type CodeEditorHandle } from './CodeEditor';
import { ErrorDetails } from './ErrorDetails';
import { Feedback, Note, PassedCelebration, Section, Toolbar } from './ExerciseWorkspace.styles';
import { Hints } from './Hints';
import { OutputPanel, type OutputChunk } from './OutputPanel';
import { ResetDialog } from './ResetDialog';
import { Solution } from './Solution';

export interface ExerciseWorkspaceProps {
  args: ExerciseArgs;
  exercise: Exercise;
  runner: PythonRunner | null;
  runnerState: RunnerState;
  /** The server passed a check of the learner's program. */
  onPassed: () => void;
}

/** The error a check explains under the editor: the program's own, else the first failed case's. */
function checkError(report: CheckReport): PythonError | null {
  return report.error ?? report.cases.find((entry) => entry.error)?.error ?? null;
}

const RUNNER_FAILED = 'Python could not run your program. Please try again.';
const SERVER_CHECKING = 'Checking…';

/** The server's verdict as the case table and the error details show a check. */
const reportOf = (verdict: ExerciseVerdict): CheckReport => ({
  passed: verdict.Verdict === 'passed',
  cases: verdict.Cases,
  ...(verdict.Error ? { error: verdict.Error } : {}),
});
const CHECK_STOPPED = 'You stopped the check.';
const NOT_CHECKED = 'Your program could not be checked.';

/**
 * The exercise below the instructions: the editor, Run/Check/Reset/Stop, the explanation of an error (once, right
 * under them), output, the case table, hints and solution.
 */
export function ExerciseWorkspace({ args, exercise, runner, runnerState, onPassed }: ExerciseWorkspaceProps) {
  const labelId = useId();
  const noteId = useId();
  const editor = useRef<CodeEditorHandle>(null);
  const runButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const outputArea = useRef<HTMLDivElement>(null);
  const feedback = useRef<HTMLDivElement>(null);
  const refocusRun = useRef(false);
  // Drafts are kept per learner: each child profile of the account has code of its own.
  const child = useAppSelector(selectActiveChildProfile);
  const draftOwner = child ? `${args.UserID}:${child.profileId}` : args.UserID;
  const [startCode] = useState(() => initialCode(exercise, readDraft(draftOwner, args.LessonID)));
  const [code, setCode] = useState(startCode);
  const codeRef = useRef(startCode);
  const [busy, setBusy] = useState<'run' | 'check' | null>(null);
  const [output, setOutput] = useState<OutputChunk[]>([]);
  const [inputPrompt, setInputPrompt] = useState<string | null>(null);
  const answerInput = useRef<((line: string) => void) | null>(null);
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  // The browser's own check of the visible cases (instant), then the server's verdict, which is the one that counts.
  const [report, setReport] = useState<CheckReport | null>(null);
  const [verdict, setVerdict] = useState<ExerciseVerdict | null>(null);
  const [serverChecking, setServerChecking] = useState(false);
  const [checkStopped, setCheckStopped] = useState(false);
  // The error of the last run or check, explained under the editor; its line is marked in the editor.
  const [programError, setProgramError] = useState<PythonError | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [hintsUsed, setHintsUsed] = useState(() => Math.min(exercise.HintsUsed, exercise.Hints.length));
  const [resetOpen, setResetOpen] = useState(false);
  const [solution, setSolution] = useState<string | null>(null);
  const [saveAttempt] = useLearningSaveExerciseAttemptMutation();
  const [checkOnServer] = useLearningCheckExerciseMutation();
  const [revealSolution, solutionCall] = useLearningRevealExerciseSolutionMutation();

  const hintsRef = useRef(hintsUsed);
  hintsRef.current = hintsUsed;
  const save = useCallback(
    (Code: string, HintsUsed = hintsRef.current) => saveAttempt({ ...args, Code, HintsUsed }).unwrap(),
    [args, saveAttempt],
  );
  const { checkedOnServer } = useDraftSync({ userId: draftOwner, lessonId: args.LessonID, code, save });

  const changeCode = useCallback((next: string) => {
    codeRef.current = next;
    setCode(next);
  }, []);

  const canStart = runner !== null && runnerState === 'ready' && busy === null && !serverChecking;

  const begin = (kind: 'run' | 'check') => {
    setBusy(kind);
    setCheckStopped(false);
    setProgramError(null);
    setProblem(null);
  };

  /** Stop and the input line vanish when a run ends: focus they held goes back to Run, not to the page. */
  const end = () => {
    const active = document.activeElement;
    const lost =
      active === null ||
      active === document.body ||
      active === stopButton.current ||
      Boolean(outputArea.current?.contains(active));
    refocusRun.current = lost;
    setBusy(null);
  };

  // Run is disabled while the program runs, so it takes the focus once it is enabled again.
  useEffect(() => {
    if (busy !== null || !refocusRun.current) return;
    refocusRun.current = false;
    runButton.current?.focus();
  }, [busy]);

  // A new explanation is brought into view (below the fold on a phone, or once the page was scrolled).
  useEffect(() => {
    if (programError && feedback.current) scrollIntoViewGently(feedback.current);
  }, [programError]);

  const stop = () => runner?.stop();

  const run = async () => {
    if (!runner || !canStart) return;
    begin('run');
    setOutput([]);
    setOutcome(null);
    // A check's results were for the program as it was then; this run's output takes their place.
    setReport(null);
    setVerdict(null);
    try {
      const result = await runner.run(codeRef.current, {
        timeLimitMs: exercise.TimeLimitMs,
        onOutput: (chunk) => setOutput((previous) => [...previous, chunk]),
        onInput: (prompt) =>
          new Promise<string>((resolve) => {
            // The runner echoes the prompt and the line into the output, as a terminal would.
            answerInput.current = resolve;
            setInputPrompt(prompt);
          }),
      });
      setOutcome(result);
      if (result.kind === 'error') setProgramError(result.error);
    } catch {
      setProblem(RUNNER_FAILED);
    } finally {
      answerInput.current = null;
      setInputPrompt(null);
      end();
    }
  };

  const sendInput = (line: string) => {
    const answer = answerInput.current;
    answerInput.current = null;
    setInputPrompt(null);
    answer?.(line);
  };

  const check = async () => {
    if (!runner || !canStart) return;
    const submitted = codeRef.current;
    begin('check');
    setReport(null);
    setVerdict(null);
    let local: CheckReport;
    try {
      local = await runner.check(submitted, exercise.Check, { timeLimitMs: exercise.TimeLimitMs });
    } catch {
      setProblem(RUNNER_FAILED);
      end();
      return;
    }
    end();
    // Stopping is no verdict: nothing to show in the case table, or to send.
    if (local.stopped) {
      setCheckStopped(true);
      return;
    }
    // The visible cases at once; whether the program passes is the server's to say.
    setReport(local);
    setProgramError(checkError(local));
    setServerChecking(true);
    try {
      const answer = await checkOnServer({ ...args, Code: submitted, HintsUsed: hintsRef.current }).unwrap();
      const server = reportOf(answer);
      setVerdict(answer);
      setReport(server);
      setProgramError(checkError(server));
      if (answer.Verdict === 'passed') onPassed();
      checkedOnServer(submitted).catch(() => undefined);
    } catch (error) {
      setProblem(
        learningErrorText(error as Parameters<typeof learningErrorText>[0], exerciseErrorMessages.check),
      );
    } finally {
      setServerChecking(false);
    }
  };

  const revealHint = () => {
    const next = Math.min(hintsUsed + 1, exercise.Hints.length);
    setHintsUsed(next);
    // The count is the server's to remember; a failed save only means another device shows fewer hints.
    save(codeRef.current, next).catch(() => undefined);
  };

  const showSolution = async () => {
    const revealed = await revealSolution(args)
      .unwrap()
      .catch(() => null);
    if (revealed !== null) setSolution(revealed);
  };

  const replaceCode = (next: string) => {
    editor.current?.setCode(next);
    changeCode(next);
  };

  const solutionError = solutionCall.error
    ? learningErrorText(solutionCall.error, exerciseErrorMessages.solution)
    : null;

  return (
    <Section aria-label="Exercise">
      <div>
        <h2 id={labelId}>Your Python program</h2>
        <Note id={noteId}>
          Press Ctrl+Enter (Cmd+Enter on a Mac) to run it. Tab indents; to leave the editor with the keyboard,
          press Escape, then Tab.
        </Note>
      </div>
      <CodeEditor
        ref={editor}
        initialCode={startCode}
        onChange={changeCode}
        onRun={() => void run()}
        errorLine={programError?.line ?? null}
        labelledBy={labelId}
        describedBy={noteId}
      />
      <Toolbar>
        <Button ref={runButton} onClick={() => void run()} disabled={!canStart} loading={busy === 'run'}>
          Run
        </Button>
        <Button
          variant="secondary"
          onClick={() => void check()}
          disabled={!canStart}
          loading={busy === 'check'}
        >
          Check
        </Button>
        {busy !== null && (
          <Button ref={stopButton} variant="danger" onClick={stop}>
            Stop
          </Button>
        )}
        <Button variant="ghost" onClick={() => setResetOpen(true)} disabled={busy !== null}>
          Reset
        </Button>
      </Toolbar>
      <ResetDialog
        isOpen={resetOpen}
        onCancel={() => setResetOpen(false)}
        onConfirm={() => {
          setResetOpen(false);
          replaceCode(exercise.StarterCode);
        }}
      />
      {problem && <ErrorText>{problem}</ErrorText>}
      {programError && (
        <Feedback ref={feedback}>
          <ErrorDetails error={programError} />
        </Feedback>
      )}
      <div ref={outputArea}>
        <OutputPanel
          state={runnerState}
          output={output}
          inputPrompt={inputPrompt}
          onInput={sendInput}
          outcome={busy === 'run' ? null : outcome}
        />
      </div>
      <div role="status">
        {busy === 'check' && 'Checking your program…'}
        {serverChecking && SERVER_CHECKING}
        {checkStopped && CHECK_STOPPED}
        {verdict?.Verdict === 'passed' && (
          <PassedCelebration>
            <span aria-hidden="true">🎉 </span>Well done! Every check passed.
          </PassedCelebration>
        )}
      </div>
      {report && (
        <div>
          <h2>Check results</h2>
          {report.error && <p>{NOT_CHECKED}</p>}
          {report.cases.length > 0 && (
            <CaseTable cases={report.cases} check={exercise.Check} timeLimitMs={exercise.TimeLimitMs} />
          )}
          {verdict !== null && verdict.HiddenCases > 0 && (
            <p>
              Hidden checks passed: {verdict.HiddenCasesPassed} of {verdict.HiddenCases}.
            </p>
          )}
        </div>
      )}
      <Hints hints={exercise.Hints} used={hintsUsed} onReveal={revealHint} />
      <Solution
        // The cached exercise holds the server's latest word on it (exerciseApi writes each answer's in).
        available={exercise.SolutionAvailable}
        hasHints={exercise.Hints.length > 0}
        passed={exercise.Passed}
        solution={solution}
        loading={solutionCall.isLoading}
        error={solutionError}
        onReveal={() => void showSolution()}
        onUse={(text) => {
          replaceCode(text);
          editor.current?.focus();
        }}
      />
    </Section>
  );
}
