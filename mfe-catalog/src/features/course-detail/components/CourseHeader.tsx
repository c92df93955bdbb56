import type { Course } from 'shared-contract';
import { PageContainer, Rating, Spinner } from 'shared-ui';
import { CoursePrice } from '../../courses';
import { EnrollButton } from '../../enrollment';
import { instructor } from '../../instructors';
import { useCatalogGetReviewsQuery, formatAverage, ratingStats, reviewCountText } from '../../reviews';
import { Actions, Artwork, Band, Grid, Info, Meta, RatingRow } from './CourseHeader.styles';
import { ShareLinks } from './ShareLinks';

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
          <Artwork
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
