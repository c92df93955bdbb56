import type { ExerciseCheck, OutputMatch } from 'shared-contract';
import type { CaseResult } from 'shared-python';
import { errorSummary, timeoutMessage } from '../model/messages';
import { outputDifference } from '../model/outputDifference';
import { Difference, Table, Value, Verdict, Wrapper } from './CaseTable.styles';

export interface CaseTableProps {
  cases: readonly CaseResult[];
  /** The exercise's check: how each kind of case compares output. */
  check: ExerciseCheck;
  timeLimitMs: number;
}

type Outcome = 'passed' | 'failed' | 'notRun';

const outcomeWords: Record<Outcome, { icon: string; text: string }> = {
  passed: { icon: '✔', text: 'Passed' },
  failed: { icon: '✘', text: 'Failed' },
  notRun: { icon: '–', text: 'Not run' },
};

const NOT_RUN_REASON = 'An earlier check ran out of time.';

const outcomeOf = (entry: CaseResult): Outcome =>
  entry.passed ? 'passed' : entry.notRun ? 'notRun' : 'failed';

function inputHeading(cases: readonly CaseResult[]): string {
  if (cases.every((entry) => entry.kind === 'function')) return 'Arguments';
  if (cases.some((entry) => entry.kind === 'function')) return 'Input or arguments';
  return 'Input';
}

function CaseInput({ entry }: { entry: CaseResult }) {
  if (entry.args) return <Value>{entry.args.join(', ')}</Value>;
  if (entry.stdin !== undefined) return <Value>{entry.stdin}</Value>;
  return null;
}

/** How a case of this kind compares printed output; function cases and rules print nothing to compare. */
function matchOf(entry: CaseResult, check: ExerciseCheck): OutputMatch | undefined {
  if (entry.kind === 'output') return check.output?.match;
  if (entry.kind === 'stdin') return check.stdinCases?.match;
  return undefined;
}

function CaseGot({
  entry,
  check,
  timeLimitMs,
}: {
  entry: CaseResult;
  check: ExerciseCheck;
  timeLimitMs: number;
}) {
  if (entry.notRun) return <>{NOT_RUN_REASON}</>;
  if (entry.timedOut) return <>{timeoutMessage(timeLimitMs)}</>;
  // The error is explained under the editor; here, which error it was is enough.
  if (entry.error) return <>{errorSummary(entry.error)}</>;
  if (entry.got === undefined) return null;
  const match = matchOf(entry, check);
  const difference =
    !entry.passed && match && entry.expected !== undefined
      ? outputDifference(entry.expected, entry.got, match)
      : null;
  return (
    <>
      <Value>{entry.got}</Value>
      {difference && <Difference>{difference}</Difference>}
    </>
  );
}

/**
 * Every case of a check: passed, failed or not run (in words and an icon), what went in, was expected and came
 * out, and where a failed output first differs.
 */
export function CaseTable({ cases, check, timeLimitMs }: CaseTableProps) {
  const passed = cases.filter((entry) => entry.passed).length;
  return (
    <Wrapper>
      <Table>
        <caption>
          {passed} of {cases.length} {cases.length === 1 ? 'check' : 'checks'} passed
        </caption>
        <thead>
          <tr>
            <th scope="col">Result</th>
            <th scope="col">Check</th>
            <th scope="col">{inputHeading(cases)}</th>
            <th scope="col">Expected</th>
            <th scope="col">Got</th>
          </tr>
        </thead>
        <tbody>
          {cases.map((entry, index) => {
            const outcome = outcomeOf(entry);
            return (
              <tr key={index}>
                <td>
                  <Verdict data-outcome={outcome}>
                    <span aria-hidden="true">{outcomeWords[outcome].icon}</span>
                    {outcomeWords[outcome].text}
                  </Verdict>
                </td>
                <th scope="row">{entry.label}</th>
                <td>
                  <CaseInput entry={entry} />
                </td>
                <td>{entry.expected !== undefined && <Value>{entry.expected}</Value>}</td>
                <td>
                  <CaseGot entry={entry} check={check} timeLimitMs={timeLimitMs} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Wrapper>
  );
}
