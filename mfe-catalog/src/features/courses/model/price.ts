import type { Course } from 'shared-contract';
import { formatUsd } from 'shared-events';

/** What a course card shows as its price (spec: 'Free' when the price or the offer price is 0). */
export type CoursePriceView =
  | { kind: 'free' }
  | { kind: 'offer'; offer: number; list: number }
  | { kind: 'regular'; price: number };

export function coursePriceView(course: Pick<Course, 'Price' | 'OfferPrice'>): CoursePriceView {
  if (course.Price === 0 || course.OfferPrice === 0) return { kind: 'free' };
  if (course.OfferPrice === null || course.OfferPrice >= course.Price)
    return { kind: 'regular', price: course.Price };
  return { kind: 'offer', offer: course.OfferPrice, list: course.Price };
}

/** A course price in dollars, e.g. $49.00 (as Intl en-US writes it, without Intl's start-up cost). */
export function formatPrice(amount: number): string {
  return formatUsd(amount);
}
