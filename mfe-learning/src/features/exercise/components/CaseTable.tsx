import type { CaseResult } from 'shared-python';
import { timeoutMessage } from '../model/messages';
import { Table, Value, Verdict, Wrapper } from './CaseTable.styles';
import { ErrorDetails } from './ErrorDetails';

export interface CaseTableProps {
  cases: readonly CaseResult[];
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

function CaseGot({ entry, timeLimitMs }: { entry: CaseResult; timeLimitMs: number }) {
  if (entry.notRun) return <>{NOT_RUN_REASON}</>;
  if (entry.timedOut) return <>{timeoutMessage(timeLimitMs)}</>;
  if (entry.error) return <ErrorDetails error={entry.error} />;
  return entry.got === undefined ? null : <Value>{entry.got}</Value>;
}

/**
 * Every case of a check: passed, failed or not run (in words and an icon), what went in, was expected and came
 * out.
 */
export function CaseTable({ cases, timeLimitMs }: CaseTableProps) {
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
                  <CaseGot entry={entry} timeLimitMs={timeLimitMs} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Wrapper>
  );
}
