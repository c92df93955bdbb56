export type {
  CaseResult,
  CheckReport,
  PythonError,
  PythonRunner,
  RunnerState,
  RunOptions,
  RunOutcome,
} from './runner';
export { createPythonRunner, getPythonRunner } from './client/createPythonRunner';
