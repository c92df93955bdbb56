import { Rating, Spinner } from 'shared-ui';
import { useCatalogGetCourseRatingsQuery } from '../api/reviewsApi';
import { formatAverage, reviewCountText } from '../model/ratingStats';
import { Average, Row } from './CardRating.styles';

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
