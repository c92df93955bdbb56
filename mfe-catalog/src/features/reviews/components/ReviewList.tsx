import { useState } from 'react';
import type { Review } from 'shared-contract';
import { formatLongUtcDate } from 'shared-events';
import { Button, Rating } from 'shared-ui';
import { Comment, Item, List, Meta } from './ReviewList.styles';

/** 10 reviews at first; Load More adds 10 (learning spec §9). */
export const REVIEWS_PAGE_SIZE = 10;

/** Reviews in the order given (newest first), one page at a time. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const [shown, setShown] = useState(REVIEWS_PAGE_SIZE);
  if (reviews.length === 0) return <p>No reviews yet. Be the first to review this course.</p>;
  return (
    <>
      <List aria-label="Reviews">
        {reviews.slice(0, shown).map((review) => (
          <Item key={review.ReviewID}>
            <h3>{review.Title}</h3>
            <Rating value={review.Rating} size="sm" />
            <Meta>
              {review.UserName} ·{' '}
              <time dateTime={review.Timestamp}>{formatLongUtcDate(new Date(review.Timestamp))}</time>
            </Meta>
            <Comment>{review.Comment}</Comment>
          </Item>
        ))}
      </List>
      {shown < reviews.length && (
        <Button variant="secondary" onClick={() => setShown((count) => count + REVIEWS_PAGE_SIZE)}>
          Load More
        </Button>
      )}
    </>
  );
}
