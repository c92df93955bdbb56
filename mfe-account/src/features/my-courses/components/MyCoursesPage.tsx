import { Link, Navigate } from 'react-router-dom';
import {
  apiErrorMessage,
  coursePath,
  errorMessages,
  resumePath,
  selectEnrollments,
  selectEnrollmentsError,
  selectEnrollmentsStatus,
  selectIsLoggedIn,
  useAppSelector,
  useGetChaptersQuery,
  useGetCoursesQuery,
  useGetLessonNamesQuery,
  userErrorMessages,
} from 'shared-events';
import { ErrorText, PageContainer, ProgressBar, Spinner, Stack, Tabs } from 'shared-ui';
import { certificateErrorMessages, useAccountGetOwnCertificatesQuery } from '../../certificates';
import { MyStreak } from '../../streaks';
import { ownedCourses, progressOf, type OwnedCourse } from '../model/courseProgress';
import { Grid, Table } from './MyCoursesPage.styles';
import { OwnedCourseCard } from './OwnedCourseCard';

type Progress = ReturnType<typeof progressOf>;

/** One table of courses with their lessons done (exercises and chapter summaries are not counted as lessons). */
function ProgressRows({
  caption,
  rows,
}: {
  caption: string;
  rows: { entry: OwnedCourse; progress: Progress }[];
}) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Course</th>
          <th scope="col">Progress</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ entry, progress }) => (
          <tr key={entry.course.CourseID}>
            <th scope="row">{entry.course.CourseName}</th>
            <td>
              <Stack $gap="xxs">
                <span>
                  {progress.percent}% ({progress.completed} of {progress.total}{' '}
                  {progress.total === 1 ? 'lesson' : 'lessons'})
                </span>
                <ProgressBar
                  value={progress.percent}
                  label={`${entry.course.CourseName} progress`}
                  successAbove={50}
                />
              </Stack>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The courses still being learnt, then the finished ones: a course moves to Completed with its last lesson. */
function ProgressTable({ owned }: { owned: OwnedCourse[] }) {
  const chapterIds = owned.flatMap(({ course }) => course.CourseChapters);
  const chapters = useGetChaptersQuery(chapterIds);
  const lessonIds = (chapters.data ?? []).flatMap((chapter) => chapter.ChapterLessons);
  const lessons = useGetLessonNamesQuery(lessonIds, { skip: !chapters.data });
  if (chapters.isError)
    return <ErrorText>{apiErrorMessage(chapters.error, errorMessages.chapters)}</ErrorText>;
  if (lessons.isError)
    return <ErrorText>{apiErrorMessage(lessons.error, 'Failed to fetch lesson names')}</ErrorText>;
  if (!chapters.data || !lessons.data) return <Spinner label="Loading your progress" />;
  const rows = owned.map((entry) => ({
    entry,
    progress: progressOf(entry, chapters.data ?? [], lessons.data ?? []),
  }));
  const inProgress = rows.filter((row) => !row.progress.finished);
  const completed = rows.filter((row) => row.progress.finished);
  return (
    <Stack $gap="lg">
      {inProgress.length > 0 && <ProgressRows caption="In Progress" rows={inProgress} />}
      {completed.length > 0 && <ProgressRows caption="Completed" rows={completed} />}
    </Stack>
  );
}

function OwnedCourses({ owned }: { owned: OwnedCourse[] }) {
  // The same query as the Progress tab's, so the two share one request.
  const chapters = useGetChaptersQuery(owned.flatMap(({ course }) => course.CourseChapters));
  // The active learner's: a child profile sees the child's own certificates.
  // Asked again on each visit: a course finished a moment ago in the lesson player has its certificate now.
  const certificates = useAccountGetOwnCertificatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const pathFor = ({ course, enrollment }: OwnedCourse) => {
    if (chapters.data) return resumePath(course, chapters.data, enrollment.CompletedSteps);
    // Without the chapters the course page still lets the learner in.
    return chapters.isError ? coursePath(course.CourseLink) : null;
  };
  return (
    <Stack $gap="md">
      {certificates.isError && (
        <ErrorText>{apiErrorMessage(certificates.error, certificateErrorMessages.own(500))}</ErrorText>
      )}
      <Grid aria-label="Owned courses">
        {owned.map((entry) => (
          <OwnedCourseCard
            key={entry.course.CourseID}
            course={entry.course}
            path={pathFor(entry)}
            certificate={certificates.data?.find(
              (certificate) => certificate.courseId === entry.course.CourseID,
            )}
          />
        ))}
      </Grid>
    </Stack>
  );
}

/** /my-courses: signed-in users only (others go to /). Owned courses and progress in each. */
export default function MyCoursesPage() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const enrollments = useAppSelector(selectEnrollments);
  const status = useAppSelector(selectEnrollmentsStatus);
  const error = useAppSelector(selectEnrollmentsError);
  const courses = useGetCoursesQuery(undefined, { skip: !isLoggedIn });

  if (!isLoggedIn) return <Navigate to="/" replace />;

  const owned = ownedCourses(courses.data ?? [], enrollments);
  let content;
  if (status === 'failed') content = <ErrorText>{error ?? userErrorMessages.enrollments}</ErrorText>;
  else if (courses.isError)
    content = <ErrorText>{apiErrorMessage(courses.error, errorMessages.courses)}</ErrorText>;
  else if (!courses.data || (status === 'loading' && enrollments.length === 0) || status === 'idle')
    content = <Spinner label="Loading your courses" />;
  else if (owned.length === 0)
    content = (
      <p>
        You do not own any courses yet. <Link to="/courses">Browse the courses</Link>
      </p>
    );
  else
    content = (
      <Tabs
        label="My Courses"
        items={[
          {
            id: 'owned',
            label: 'Owned',
            content: <OwnedCourses owned={owned} />,
          },
          { id: 'progress', label: 'Progress', content: <ProgressTable owned={owned} /> },
        ]}
      />
    );

  return (
    <PageContainer>
      <Stack $gap="lg">
        <h1>My Courses</h1>
        <MyStreak />
        {content}
      </Stack>
    </PageContainer>
  );
}
