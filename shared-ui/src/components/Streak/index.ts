export { daysText, StreakCard, type StreakCardProps } from './StreakCard';
