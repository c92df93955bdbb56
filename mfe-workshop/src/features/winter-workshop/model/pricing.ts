/** Workshop figures from the spec (§9). */

import { formatWholeUsd } from 'shared-events';

export interface Bonus {
  title: string;
  description: string;
  /** Value in US dollars. */
  price: number;
}

export const bonuses: readonly Bonus[] = [
  {
    title: 'Next Level Projects',
    description: 'Step-by-step project guides that take what your child built in class one level further.',
    price: 599,
  },
  {
    title: 'Real World Ready',
    description: 'Career talks, code reviews and interview practice that show how programmers work for real.',
    price: 3000,
  },
  {
    title: 'Mastery Code Network',
    description: 'A moderated community of past and present students to share projects and get help.',
    price: 199,
  },
  {
    title: 'Instant Solutions',
    description: 'Worked solutions to every exercise, so no one stays stuck between sessions.',
    price: 499,
  },
];

/** 52 one-hour lessons, valued at $10,400 (§9). */
export const LESSONS_VALUE = 10_400;

export const bonusTotal = (items: readonly Bonus[] = bonuses): number =>
  items.reduce((sum, bonus) => sum + bonus.price, 0);

/** The struck-through total: the bonuses plus the lessons' value. */
export const struckTotal = (items: readonly Bonus[] = bonuses): number => bonusTotal(items) + LESSONS_VALUE;

export const WORKSHOP_PRICE = 2_500;
export const INSTALMENT_PRICE = 900;
export const INSTALMENTS = 3;
export const DIGITAL_PRICE = 129;
export const RECORDED_LESSONS = 249;
export const VIP_HOURLY_PRICE = 200;

/** Whole dollars, e.g. $2,500. */
export const formatUsd = (amount: number): string => formatWholeUsd(amount);
