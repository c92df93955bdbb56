import { builtSchema, postReviewRequest, TEXT_MAX, TITLE_MAX } from 'shared-contract';
import * as z from 'shared-contract/zod';

/**
 * The review form's fields, checked by the review request's own rules (learning spec §5, course review). The
 * name and e-mail of the spec's form are not fields: a review is shown under the reviewer's account name,
 * which the API takes from the account, and the e-mail address is never shown.
 */
export const reviewFields = z.pick(builtSchema(postReviewRequest), {
  Title: true,
  Comment: true,
  Rating: true,
});

export interface ReviewDraft {
  Title: string;
  Comment: string;
  /** 0 until the reviewer picks stars. */
  Rating: number;
}

export const reviewFormMessages = {
  incomplete: 'Please fill in all fields and provide a rating.',
  thanks: 'Thank you for your review!',
} as const;

/** The request contract's limits, so a long text is stopped here with a clear reason instead of a server 400. */
export const REVIEW_LIMITS = { title: TITLE_MAX, comment: TEXT_MAX } as const;

/** Quick-pick phrases that fill the comment; each can be picked as liked or as disliked. */
export const QUICK_PICK_PHRASES = [
  'Course content',
  'Explanations',
  'Examples',
  'Exercises',
  'Pace',
  'Video quality',
] as const;

export type QuickPickSide = 'liked' | 'disliked';

export interface QuickPickState {
  liked: string[];
  disliked: string[];
}

/**
 * Toggles a phrase on one side. A phrase sits on one side at most: picking it on one side removes it from
 * the other.
 */
export function togglePick(state: QuickPickState, side: QuickPickSide, phrase: string): QuickPickState {
  const without = (list: string[]) => list.filter((entry) => entry !== phrase);
  const toggled = state[side].includes(phrase) ? without(state[side]) : [...state[side], phrase];
  return side === 'liked'
    ? { liked: toggled, disliked: without(state.disliked) }
    : { liked: without(state.liked), disliked: toggled };
}

/** The comment lines the picked phrases make. */
export function pickLines({ liked, disliked }: QuickPickState): string[] {
  const lines: string[] = [];
  if (liked.length) lines.push(`Liked: ${liked.join(', ')}.`);
  if (disliked.length) lines.push(`Disliked: ${disliked.join(', ')}.`);
  return lines;
}

/**
 * The comment after the picks change from `previous` to `next`: the lines the previous picks made are
 * replaced by the new ones at the end, and everything the learner wrote (an edited pick line included) stays.
 */
export function commentWithPicks(comment: string, previous: QuickPickState, next: QuickPickState): string {
  const generated = new Set(pickLines(previous));
  const written = comment
    .split('\n')
    .filter((line) => !generated.has(line))
    .join('\n')
    .trimEnd();
  return [...(written ? [written] : []), ...pickLines(next)].join('\n');
}
