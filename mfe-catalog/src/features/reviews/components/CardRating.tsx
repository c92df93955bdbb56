import styled from 'styled-components';
import { Rating, Spinner } from 'shared-ui';
import { useCatalogGetCourseRatingsQuery } from '../api/reviewsApi';
import { formatAverage, reviewCountText } from '../model/ratingStats';

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

/**
 * A course card's rating area: a spinner while the ratings load, 0 when they fail, else average and count. Every
 * card reads the one answer with every course's rating (GET /course/review/ratings), not its course's reviews.
 */
export function CardRating({ courseId }: { courseId: number }) {
  const { data: ratings, isError, isLoading } = useCatalogGetCourseRatingsQuery();
  if (isLoading) {
    return (
      <Row>
        <Spinner size="sm" label="Loading rating" />
      </Row>
    );
  }
  const rating = isError ? undefined : ratings?.find((entry) => entry.CourseID === courseId);
  const average = rating?.Average ?? 0;
  return (
    <Row>
      <Rating value={average} size="sm" />
      <Average>{isError ? '0' : formatAverage(average)}</Average>
      <span>({reviewCountText(rating?.Count ?? 0)})</span>
    </Row>
  );
}
