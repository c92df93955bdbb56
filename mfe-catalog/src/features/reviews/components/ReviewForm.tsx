import { useId, useState } from 'react';
import {
  accountNameOf,
  selectProfileData,
  selectUserInfo,
  tooManyRequestsMessage,
  useAppSelector,
} from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { displayName, NAME_MAX, type Review } from 'shared-contract';
import { Button, ErrorText, RatingInput, SuccessText, TextArea, TextField } from 'shared-ui';
import { reviewMessages, useCatalogPostReviewMutation } from '../api/reviewsApi';
import {
  commentWithPicks,
  QUICK_PICK_PHRASES,
  REVIEW_LIMITS,
  reviewFields,
  reviewFormMessages,
  togglePick,
  type QuickPickSide,
  type QuickPickState,
  type ReviewDraft,
} from '../model/reviewForm';
import { Chips, Form, Pair, Picks } from './ReviewForm.styles';

type SubmitState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'thanked' }
  | { kind: 'error'; message: string };

const draftOf = (review: Review | null): ReviewDraft => ({
  Title: review?.Title ?? '',
  Comment: review?.Comment ?? '',
  Rating: review?.Rating ?? 0,
});

interface ReviewFormProps {
  courseId: number;
  /** The learner's review of this course, prefilled for editing; null before their first. */
  ownReview: Review | null;
}

/**
 * The review form of the course page for a signed-in, enrolled learner: one review per course, so a learner
 * who already wrote one edits it. The review is shown under the account's name (locked here).
 */
export function ReviewForm({ courseId, ownReview }: ReviewFormProps) {
  const headingId = useId();
  const user = useAppSelector(selectUserInfo);
  const profile = useAppSelector(selectProfileData);
  const name = displayName(accountNameOf(profile, user), NAME_MAX);
  // The spec words one message for any missing part, shown under the form, so no field is singled out.
  const { register, handleSubmit, setValue, getValues, watch } = useContractForm<
    typeof reviewFields,
    ReviewDraft
  >(reviewFields, {}, { defaultValues: draftOf(ownReview), shouldFocusError: false });
  const [picks, setPicks] = useState<QuickPickState>({ liked: [], disliked: [] });
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const [postReview] = useCatalogPostReviewMutation();

  const edited = () => {
    if (state.kind !== 'submitting') setState({ kind: 'idle' });
  };

  const pick = (side: QuickPickSide, phrase: string) => {
    const next = togglePick(picks, side, phrase);
    setPicks(next);
    setValue('Comment', commentWithPicks(getValues('Comment'), picks, next));
    edited();
  };

  const submit = handleSubmit(
    async (review) => {
      if (!user) return;
      setState({ kind: 'submitting' });
      try {
        await postReview({ CourseID: courseId, UserID: user.userId, ...review }).unwrap();
        // The form keeps what was posted: it is the learner's review now, ready to edit.
        setState({ kind: 'thanked' });
        setPicks({ liked: [], disliked: [] });
      } catch (error) {
        // Asked to wait (429), the learner is told for how long; any other failure gets the fixed message.
        setState({ kind: 'error', message: tooManyRequestsMessage(error) ?? reviewMessages.submit });
      }
    },
    () => {
      if (user) setState({ kind: 'error', message: reviewFormMessages.incomplete });
    },
  );

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{ownReview ? 'Your review' : 'Write a review'}</h3>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <RatingInput
          label="Your rating"
          value={watch('Rating') || null}
          onChange={(rating) => {
            setValue('Rating', rating);
            edited();
          }}
        />
        <TextField label="Name" value={name} readOnly hint="Your review shows your account name." />
        <TextField
          label="Title"
          maxLength={REVIEW_LIMITS.title}
          {...register('Title', { onChange: edited })}
        />
        <Pair>
          {(['liked', 'disliked'] as const).map((side) => (
            <Picks key={side}>
              <legend>{side === 'liked' ? 'What did you like?' : 'What could be better?'}</legend>
              <Chips>
                {QUICK_PICK_PHRASES.map((phrase) => (
                  <Button
                    key={phrase}
                    type="button"
                    size="sm"
                    variant={picks[side].includes(phrase) ? 'primary' : 'ghost'}
                    aria-pressed={picks[side].includes(phrase)}
                    onClick={() => pick(side, phrase)}
                  >
                    {phrase}
                  </Button>
                ))}
              </Chips>
            </Picks>
          ))}
        </Pair>
        <TextArea
          label="Comment"
          rows={5}
          maxLength={REVIEW_LIMITS.comment}
          {...register('Comment', { onChange: edited })}
        />
        <div>
          <Button type="submit" loading={state.kind === 'submitting'}>
            {ownReview ? 'Update Review' : 'Submit Review'}
          </Button>
        </div>
        {state.kind === 'error' && <ErrorText>{state.message}</ErrorText>}
        {state.kind === 'thanked' && <SuccessText>{reviewFormMessages.thanks}</SuccessText>}
      </Form>
    </section>
  );
}
