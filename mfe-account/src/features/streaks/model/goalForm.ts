import {
  builtSchema,
  streakMessages,
  WEEKLY_GOAL_MAX,
  WEEKLY_GOAL_MIN,
  weeklyGoalRequest,
} from 'shared-contract';
import * as z from 'shared-contract/zod';
import type { FormMessages } from 'shared-events/forms';

/** The goal form's one field, checked with the API's own rule. */
export const goalFields = z.pick(builtSchema(weeklyGoalRequest), { weeklyGoal: true });
export type GoalValues = z.input<typeof goalFields>;

export const goalMessages: FormMessages<GoalValues> = {
  weeklyGoal: { required: streakMessages.goalRange, invalid: streakMessages.goalRange },
};

/** Every goal the API accepts, smallest first. */
export const goalOptions = Array.from({ length: WEEKLY_GOAL_MAX - WEEKLY_GOAL_MIN + 1 }, (_, index) => {
  const lessons = WEEKLY_GOAL_MIN + index;
  return { value: String(lessons), label: `${lessons} ${lessons === 1 ? 'lesson' : 'lessons'} a week` };
});
