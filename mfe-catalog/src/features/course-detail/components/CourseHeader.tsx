import styled from 'styled-components';
import type { Course } from 'shared-contract';
import { FallbackImage, media, PageContainer, Rating, Spinner } from 'shared-ui';
import { CoursePrice } from '../../courses';
import { EnrollButton } from '../../enrollment';
import { instructor } from '../../instructors';
import { useCatalogGetReviewsQuery, formatAverage, ratingStats, reviewCountText } from '../../reviews';
import { ShareLinks } from './ShareLinks';

const Band = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 420px);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${media.below('large')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// A fixed height, so the row does not move the page when the rating replaces its spinner.
const RatingRow = styled.div`
  display: flex;
  min-height: 2rem;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Image = styled(FallbackImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** Reviews that fail to load count as none: a zero rating and '0 Reviews' (spec). */
function HeaderRating({ courseId }: { courseId: number }) {
  const { data, isLoading, isError } = useCatalogGetReviewsQuery(courseId);
  if (isLoading) {
    return (
      <RatingRow>
        <Spinner size="sm" label="Loading rating" />
      </RatingRow>
    );
  }
  const stats = ratingStats(isError || !data ? [] : data);
  return (
    <RatingRow>
      <strong>{formatAverage(stats.average)}</strong>
      <Rating value={stats.average} />
      <span>{reviewCountText(stats.count)}</span>
    </RatingRow>
  );
}

/** `coupon` is the code the coupon box validated for this course, if any. */
export function CourseHeader({ course, coupon }: { course: Course; coupon: string | null }) {
  return (
    <Band aria-labelledby="course-title">
      <PageContainer>
        <Grid>
          <Info>
            <h1 id="course-title">{course.CourseName}</h1>
            <Meta>
              <li>
                Instructor: <strong>{instructor.name}</strong>
              </li>
              <li>
                Category: <strong>{course.Categories.join(', ')}</strong>
              </li>
              <li>
                Level: <strong>{course.Level}</strong>
              </li>
            </Meta>
            <HeaderRating courseId={course.CourseID} />
            <Actions>
              <CoursePrice course={course} />
              <EnrollButton course={course} continueLabel="Continue" size="lg" coupon={coupon} />
            </Actions>
            <ShareLinks
              url={`${window.location.origin}/course/${course.CourseLink}`}
              title={course.CourseName}
            />
          </Info>
          <Image
            src={course.CourseImage}
            alt={`${course.CourseName} course artwork`}
            width={840}
            height={472}
          />
        </Grid>
      </PageContainer>
    </Band>
  );
}
