/** The review form's fields and the spec's validation (learning spec §5, course review). */
export interface ReviewDraft {
  name: string;
  email: string;
  title: string;
  comment: string;
  /** 0 until the reviewer picks stars. */
  rating: number;
}

export const reviewFormMessages = {
  incomplete: 'Please fill in all fields and provide a rating.',
  invalidEmail: 'Please enter a valid email address.',
  thanks: 'Thank you for your review!',
} as const;

/** Limits the API enforces too, so a long text is stopped here with a clear reason instead of a server 400. */
export const REVIEW_LIMITS = { name: 100, title: 200, comment: 5000 } as const;

// {email}: something@something.tld without spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first message that stops the draft from being sent, or null when it may be sent. */
export function validateReview(draft: ReviewDraft): string | null {
  const texts = [draft.name, draft.email, draft.title, draft.comment];
  if (texts.some((value) => value.trim() === '') || draft.rating < 1 || draft.rating > 5) {
    return reviewFormMessages.incomplete;
  }
  if (!EMAIL_PATTERN.test(draft.email.trim())) return reviewFormMessages.invalidEmail;
  return null;
}

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
