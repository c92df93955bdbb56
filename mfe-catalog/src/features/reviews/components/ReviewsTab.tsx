import styled from 'styled-components';
import { apiErrorMessage, bus, isChildProfileActive, selectUserId, useAppSelector } from 'shared-events';
import { REVIEW_ENROLLED_ONLY_MESSAGE } from 'shared-contract';
import { Button, ErrorText, notArrived, onDemand, OnDemandPart, Spinner } from 'shared-ui';
import { reviewMessages, useCatalogGetOwnReviewQuery, useCatalogGetReviewsQuery } from '../api/reviewsApi';
import { ratingStats } from '../model/ratingStats';
import { RatingSummary } from './RatingSummary';
import { ReviewList } from './ReviewList';

/**
 * Its own chunk, with the form library it brings (react-hook-form, the contract's request schemas): only an
 * enrolled learner sees the form, and a course page's first view waited for that code before it could render.
 */
const reviewForm = onDemand(() => import('./ReviewForm').then(({ ReviewForm }) => ReviewForm));

export const REVIEW_FORM_FAILED_MESSAGE = notArrived('The review form');

export const REVIEW_SIGN_IN_MESSAGE = 'Please sign in to write a review.';
/** What a child profile reads where the review form would be: reviews are public, so parents write them. */
export const REVIEW_PARENT_ONLY_MESSAGE = 'Reviews are written by parents.';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/**
 * The signed-in learner's part of the tab, from their own per-learner call: the form (prefilled with their
 * review when they wrote one) if they are enrolled, else why they cannot review.
 */
function OwnReviewArea({ courseId, userId }: { courseId: number; userId: string }) {
  const { data, isLoading, isError, error } = useCatalogGetOwnReviewQuery({
    UserID: userId,
    CourseID: courseId,
  });
  if (isLoading) return <Spinner label="Loading your review" />;
  if (isError || !data) return <ErrorText>{apiErrorMessage(error, reviewMessages.own)}</ErrorText>;
  if (!data.CanReview) return <p>{REVIEW_ENROLLED_ONLY_MESSAGE}</p>;
  return (
    <OnDemandPart
      part={reviewForm}
      loading={<Spinner label="Loading your review" />}
      failure={REVIEW_FORM_FAILED_MESSAGE}
    >
      {(ReviewForm) => <ReviewForm courseId={courseId} ownReview={data.Review} />}
    </OnDemandPart>
  );
}

/** Reviews tab: the summary, the reviews newest first, and the form (enrolled learners only). */
export function ReviewsTab({ courseId }: { courseId: number }) {
  const { data: reviews, isLoading, isError, error } = useCatalogGetReviewsQuery(courseId);
  const userId = useAppSelector(selectUserId);
  const childActive = useAppSelector(isChildProfileActive);
  return (
    <Stack>
      {isLoading ? (
        <Spinner label="Loading reviews" />
      ) : (
        <>
          <RatingSummary stats={ratingStats(reviews ?? [])} />
          {isError && <ErrorText>{apiErrorMessage(error, reviewMessages.fetch)}</ErrorText>}
          {reviews && <ReviewList reviews={reviews} />}
        </>
      )}
      {childActive ? (
        <p>{REVIEW_PARENT_ONLY_MESSAGE}</p>
      ) : userId ? (
        <OwnReviewArea key={userId} courseId={courseId} userId={userId} />
      ) : (
        <div>
          <p>{REVIEW_SIGN_IN_MESSAGE}</p>
          <Button
            variant="secondary"
            onClick={() => bus.publish('auth:sign-in-requested', { message: REVIEW_SIGN_IN_MESSAGE })}
          >
            Sign In
          </Button>
        </div>
      )}
    </Stack>
  );
}
