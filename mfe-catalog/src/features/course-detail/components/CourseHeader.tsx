import { useState } from 'react';
import type { Course } from 'shared-contract';
import {
  FallbackImage,
  PageContainer,
  Rating,
  Spinner,
  useFirstScreenHold,
  useFirstScreenShown,
} from 'shared-ui';
import { CoursePrice } from '../../courses';
import { EnrollButton } from '../../enrollment';
import { instructor } from '../../instructors';
import { useCatalogGetReviewsQuery, formatAverage, ratingStats, reviewCountText } from '../../reviews';
import styles from './CourseHeader.module.css';
import { ShareLinks } from './ShareLinks';

/**
 * Reviews that fail to load count as none: a zero rating and '0 Reviews' (spec). On arrival they are asked for once
 * the first screen (the course's name and artwork) has been shown.
 */
function HeaderRating({ courseId }: { courseId: number }) {
  const firstScreenShown = useFirstScreenShown();
  const { data, isLoading, isError } = useCatalogGetReviewsQuery(courseId, { skip: !firstScreenShown });
  if (isLoading || !firstScreenShown) {
    return (
      <div className={styles.ratingRow}>
        <Spinner size="sm" label="Loading rating" />
      </div>
    );
  }
  const stats = ratingStats(isError || !data ? [] : data);
  return (
    <div className={styles.ratingRow}>
      <strong>{formatAverage(stats.average)}</strong>
      <Rating value={stats.average} />
      <span>{reviewCountText(stats.count)}</span>
    </div>
  );
}

/** `coupon` is the code the coupon box validated for this course, if any. */
export function CourseHeader({ course, coupon }: { course: Course; coupon: string | null }) {
  // The artwork is the first screen's largest part: it holds the first screen until it is decoded, ready to paint
  // (or has failed).
  const [artworkSettled, setArtworkSettled] = useState(false);
  useFirstScreenHold(!artworkSettled);
  const settle = () => setArtworkSettled(true);
  return (
    <section className={styles.band} aria-labelledby="course-title">
      <PageContainer>
        <div className={styles.grid}>
          <div className={styles.info}>
            <h1 id="course-title">{course.CourseName}</h1>
            <ul className={styles.meta}>
              <li>
                Instructor: <strong>{instructor.name}</strong>
              </li>
              <li>
                Category: <strong>{course.Categories.join(', ')}</strong>
              </li>
              <li>
                Level: <strong>{course.Level}</strong>
              </li>
            </ul>
            <HeaderRating courseId={course.CourseID} />
            <div className={styles.actions}>
              <CoursePrice course={course} />
              <EnrollButton course={course} continueLabel="Continue" size="lg" coupon={coupon} />
            </div>
            <ShareLinks
              url={`${window.location.origin}/course/${course.CourseLink}`}
              title={course.CourseName}
            />
          </div>
          <FallbackImage
            className={styles.image}
            src={course.CourseImage}
            alt={`${course.CourseName} course artwork`}
            width={840}
            height={472}
            onLoad={(event) => {
              const image = event.currentTarget;
              void (typeof image.decode === 'function' ? image.decode() : Promise.resolve()).then(
                settle,
                settle,
              );
            }}
            onError={settle}
          />
        </div>
      </PageContainer>
    </section>
  );
}
