import { apiErrorMessage } from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, ErrorText, Select, Stack, SuccessText } from 'shared-ui';
import { useAccountSetWeeklyGoalMutation, weeklyGoalErrorMessages } from '../api/weeklyGoalApi';
import { goalFields, goalMessages, goalOptions, type GoalValues } from '../model/goalForm';

export interface WeeklyGoalFormProps {
  /** The goal now, when it is known (the learner's own streak carries it). */
  current?: number;
  /** A child's profile, when a parent sets that child's goal; absent for the account holder's own. */
  child?: { profileId: string; name: string };
}

/** Chooses a weekly goal (lessons a week) and saves it; the API's refusal is shown as it words it. */
export function WeeklyGoalForm({ current, child }: WeeklyGoalFormProps) {
  const [save, { isLoading, error, data, reset: resetResult }] = useAccountSetWeeklyGoalMutation();
  const { register, handleSubmit, formState } = useContractForm<typeof goalFields, GoalValues>(
    goalFields,
    goalMessages,
    {
      defaultValues: current === undefined ? {} : { weeklyGoal: current },
      // The goal may arrive (or change) after the form is shown; a choice being made is kept.
      values: current === undefined ? undefined : { weeklyGoal: current },
      resetOptions: { keepDirtyValues: true },
    },
  );
  const submit = handleSubmit(async ({ weeklyGoal }) => {
    await save(child ? { weeklyGoal, profileId: child.profileId } : { weeklyGoal });
  });
  const label = child ? `${child.name}'s weekly goal` : 'Your weekly goal';
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={label} noValidate>
      <Stack $gap="sm" $align="flex-start">
        <Select
          label={label}
          placeholder={current === undefined ? 'Choose a goal' : undefined}
          options={goalOptions}
          required
          error={formState.errors.weeklyGoal?.message}
          {...register('weeklyGoal', { valueAsNumber: true, onChange: () => resetResult() })}
        />
        {error && <ErrorText>{apiErrorMessage(error, weeklyGoalErrorMessages.save(500))}</ErrorText>}
        {data && (
          <SuccessText>
            Saved: {child ? `${child.name} aims` : 'you aim'} for {data.weeklyGoal}{' '}
            {data.weeklyGoal === 1 ? 'lesson' : 'lessons'} a week.
          </SuccessText>
        )}
        <Button type="submit" size="sm" loading={isLoading}>
          Save goal
        </Button>
      </Stack>
    </form>
  );
}
