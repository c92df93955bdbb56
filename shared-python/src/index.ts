export type {
  CaseResult,
  CheckReport,
  PythonError,
  PythonRunner,
  RunnerState,
  RunOptions,
  RunOutcome,
} from './runner';
