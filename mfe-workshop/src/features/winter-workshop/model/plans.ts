import type { WorkshopService } from 'shared-contract';
import { pricingCards, type PricingCard } from './content';

export const plans: readonly WorkshopService[] = ['Winter Workshop', 'Premium VIP'];

export function planCard(plan: WorkshopService): PricingCard {
  const card = pricingCards.find((candidate) => candidate.plan === plan);
  if (!card) throw new Error(`No pricing card for ${plan}`);
  return card;
}

/** Step 2's message placeholder differs by plan (spec §2). */
export const messagePlaceholders: Record<WorkshopService, string> = {
  'Winter Workshop': 'Why would you like to join the workshop?',
  'Premium VIP': 'Why would you prefer 1-on-1 sessions instead of a group?',
};
