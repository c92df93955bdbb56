// The streaks feature's public surface: other features import only what is exported here.
export { MyStreak } from './components/MyStreak';
export { WeeklyGoalForm, type WeeklyGoalFormProps } from './components/WeeklyGoalForm';
