import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from 'shared-events';
import {
  learningErrorMessages,
  useLearningCompleteLessonMutation,
  type CompleteLessonArgs,
  FREE_TRIAL,
} from '../../course';

/** The spec's pause between a verified completion and the next lesson. */
export const NEXT_LESSON_DELAY_MS = 1500;

export type StepCompletionState =
  | { status: 'idle' }
  | { status: 'submitting' }
  /** `leaving`: on to `destination` (Complete Step); a passed check completes the step where the learner is. */
  | { status: 'succeeded'; leaving: boolean }
  | { status: 'failed'; message: string };

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : learningErrorMessages.completionNotVerified;
}

/**
 * Complete Step: idle -> submitting -> succeeded (then, after 1500 ms, `destination`) or failed (with the
 * message; the learner may try again). Completing the free trial's first lesson is tracked as its start.
 * `completeHere` is the same completion without leaving: a passed check keeps the learner on their results.
 */
export function useStepCompletion(args: CompleteLessonArgs | null, destination: string | null) {
  const [state, setState] = useState<StepCompletionState>({ status: 'idle' });
  const [completeLesson] = useLearningCompleteLessonMutation();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestDestination = useRef(destination);
  latestDestination.current = destination;

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useCallback(
    async (leave: boolean) => {
      if (!args) return;
      setState({ status: 'submitting' });
      try {
        await completeLesson(args).unwrap();
      } catch (error) {
        setState({ status: 'failed', message: messageOf(error) });
        return;
      }
      if (args.CourseID === FREE_TRIAL.courseId && args.LessonID === FREE_TRIAL.startLessonId)
        bus.publish('analytics:track', {
          event: 'Free Trial Started',
          properties: { courseId: args.CourseID, lessonId: args.LessonID },
        });
      setState({ status: 'succeeded', leaving: leave });
      if (!leave) return;
      timer.current = setTimeout(() => {
        if (latestDestination.current) navigate(latestDestination.current);
      }, NEXT_LESSON_DELAY_MS);
    },
    [args, completeLesson, navigate],
  );
  const complete = useCallback(() => submit(true), [submit]);
  const completeHere = useCallback(() => submit(false), [submit]);

  return { state, complete, completeHere };
}
