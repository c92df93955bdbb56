import styled from 'styled-components';
import { apiErrorMessage, bus, selectIsLoggedIn, useAppSelector } from 'shared-events';
import { Button, ErrorText, Spinner } from 'shared-ui';
import { reviewMessages, useGetReviewsQuery } from '../api/reviewsApi';
import { ratingStats } from '../model/ratingStats';
import { RatingSummary } from './RatingSummary';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

export const REVIEW_SIGN_IN_MESSAGE = 'Please sign in to write a review.';

/** Reviews tab: the summary, the reviews newest first, and the form (signed-in users only). */
export function ReviewsTab({ courseId }: { courseId: number }) {
  const { data: reviews, isLoading, isError, error } = useGetReviewsQuery(courseId);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
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
      {isLoggedIn ? (
        <ReviewForm courseId={courseId} />
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
