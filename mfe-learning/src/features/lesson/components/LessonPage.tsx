import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  selectIsCourseMenuOpen,
  selectIsLoggedIn,
  selectUserId,
  toggleCourseMenu,
  useAppDispatch,
  useAppSelector,
  useGetEnrollmentsQuery,
} from 'shared-platform';
import { Button, ErrorText, media, PageContainer, Spinner, Staged } from 'shared-ui';
import { useCompletedLessons, useCourseOutline } from '../../course';
import { SignInRequired } from '../../sign-in';
import { LessonStreak } from '../../streak';
import { CourseMenu } from './CourseMenu';
import { LessonMain } from './LessonMain';

const MENU_ID = 'course-menu';
const INVALID_ADDRESS = 'This lesson address is not valid.';

// The player fills the screen from its first frame, as the page's loading state did, so the footer stays below the
// fold while the outline, the lesson and its video arrive one after another (Lighthouse saw it jump: CLS 0.65).
const Player = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(15rem, 22rem) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xl};

  ${media.below('mobile')} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    padding-block: ${({ theme }) => theme.space.md};
  }
`;

const MenuToggle = styled(Button)`
  display: none;

  ${media.below('mobile')} {
    display: inline-flex;
    justify-self: start;
  }
`;

const Sidebar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Menu = styled.nav<{ $open: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  ${media.below('mobile')} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    padding: ${({ theme }) => theme.space.sm};
  }
`;

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
        {/* On arrival the lesson comes first: a phone shows the menu only when asked (its column has a fixed width). */}
        <Sidebar>
          <Staged>
            <Menu id={MENU_ID} aria-label="Course menu" $open={isMenuOpen}>
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
          </Staged>
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
          <Spinner label="Loading lesson" />
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
