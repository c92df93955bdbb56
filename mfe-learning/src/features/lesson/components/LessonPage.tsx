import { useParams } from 'react-router-dom';
import {
  selectIsCourseMenuOpen,
  selectIsLoggedIn,
  selectUserId,
  toggleCourseMenu,
  useAppDispatch,
  useAppSelector,
  useGetEnrollmentsQuery,
} from 'shared-events';
import { ErrorText, PageContainer } from 'shared-ui';
import { useCompletedLessons, useCourseOutline } from '../../course';
import { SignInRequired } from '../../sign-in';
import { LessonStreak } from '../../streak';
import { CourseMenu } from './CourseMenu';
import { LessonLoading } from './LessonLoading';
import { LessonMain } from './LessonMain';
import { Menu, MenuToggle, Player, Sidebar } from './LessonPage.styles';

const MENU_ID = 'course-menu';
const INVALID_ADDRESS = 'This lesson address is not valid.';

function toId(value: string | undefined): number {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

function LessonPlayer({
  courseLink,
  chapterId,
  lessonId,
}: {
  courseLink: string;
  chapterId: number;
  lessonId: number;
}) {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const isMenuOpen = useAppSelector(selectIsCourseMenuOpen);
  // Complete Step waits for the enrollments; the shell loads them too, and this shares its request.
  useGetEnrollmentsQuery(userId ?? '', { skip: !userId });
  const outline = useCourseOutline({ courseLink });
  const course = outline.course;
  const completed = useCompletedLessons(userId, course?.CourseID);

  return (
    <PageContainer $size="wide">
      <Player>
        <MenuToggle
          variant="secondary"
          size="sm"
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          onClick={() => dispatch(toggleCourseMenu())}
        >
          Course menu
        </MenuToggle>
        {/* A phone shows the menu only when asked (its column has a fixed width). */}
        <Sidebar>
          <Menu id={MENU_ID} aria-label="Course menu" data-open={isMenuOpen || undefined}>
            <CourseMenu
              outline={outline}
              courseLink={courseLink}
              currentChapterId={chapterId}
              currentLessonId={lessonId}
              completedIds={completed.ids}
              completedError={completed.error}
            />
          </Menu>
          <LessonStreak figuresOnSmallScreens={isMenuOpen} />
        </Sidebar>
        {!Number.isInteger(chapterId) || !Number.isInteger(lessonId) ? (
          <ErrorText>Error: {INVALID_ADDRESS}</ErrorText>
        ) : course ? (
          <LessonMain
            // A new lesson starts with a fresh completion state.
            key={`${course.CourseID}/${chapterId}/${lessonId}`}
            course={course}
            courseLink={courseLink}
            chapterId={chapterId}
            lessonId={lessonId}
            order={outline.order}
            completedIds={completed.ids}
          />
        ) : outline.status === 'loading' ? (
          <LessonLoading />
        ) : (
          <h1>Lesson unavailable</h1>
        )}
      </Player>
    </PageContainer>
  );
}

/** /course/:courseLink/chapter/:chapterId/lesson/:lessonId — the lesson player, for signed-in learners. */
export default function LessonPage() {
  const params = useParams();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  if (!isLoggedIn) return <SignInRequired />;
  return (
    <LessonPlayer
      courseLink={params.courseLink ?? ''}
      chapterId={toId(params.chapterId)}
      lessonId={toId(params.lessonId)}
    />
  );
}
