import styled from 'styled-components';
import { Rating, Spinner } from 'shared-ui';
import { useCatalogGetReviewsQuery } from '../api/reviewsApi';
import { formatAverage, ratingStats, reviewCountText } from '../model/ratingStats';

const Row = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 1.5rem;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Average = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

/** A course card's rating area: a spinner while reviews load, 0 when they fail, else average and count. */
export function CardRating({ courseId }: { courseId: number }) {
  const { data: reviews, isError, isLoading } = useCatalogGetReviewsQuery(courseId);
  if (isLoading) {
    return (
      <Row>
        <Spinner size="sm" label="Loading rating" />
      </Row>
    );
  }
  const stats = ratingStats(isError || !reviews ? [] : reviews);
  return (
    <Row>
      <Rating value={stats.average} size="sm" />
      <Average>{isError ? '0' : formatAverage(stats.average)}</Average>
      <span>({reviewCountText(stats.count)})</span>
    </Row>
  );
}
