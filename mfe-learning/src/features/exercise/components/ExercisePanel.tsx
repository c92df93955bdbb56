import type { PythonRunner } from 'shared-python';
import { ErrorText, Spinner } from 'shared-ui';
import { learningErrorText } from '../../course';
import { exerciseErrorMessages, useLearningFetchExerciseQuery, type ExerciseArgs } from '../api/exerciseApi';
import { loadPythonRunner } from '../model/pythonRunner';
import { useRunner } from '../model/useRunner';
import { ExerciseWorkspace } from './ExerciseWorkspace';

export interface ExercisePanelProps {
  args: ExerciseArgs;
  onPassed: () => void;
  /** Where the runner comes from; tests pass a fake. */
  loadRunner?: () => Promise<PythonRunner>;
}

/**
 * The lazily loaded exercise of a lesson (its own chunk, with the editor and the runner's client): the runner
 * starts warming up as soon as this mounts, while the exercise itself loads.
 */
export default function ExercisePanel({ args, onPassed, loadRunner = loadPythonRunner }: ExercisePanelProps) {
  const { runner, state } = useRunner(loadRunner);
  const exercise = useLearningFetchExerciseQuery(args);

  if (exercise.isLoading) return <Spinner label="Loading the exercise" />;
  if (exercise.error || !exercise.data)
    return (
      <ErrorText>
        Error:{' '}
        {exercise.error
          ? learningErrorText(exercise.error, exerciseErrorMessages.exercise)
          : exerciseErrorMessages.exercise('FETCH_ERROR')}
      </ErrorText>
    );
  return (
    <ExerciseWorkspace
      key={args.LessonID}
      args={args}
      exercise={exercise.data}
      runner={runner}
      runnerState={state}
      onPassed={onPassed}
    />
  );
}
