import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { courseProgress, lessonPath } from 'shared-platform';
import { Accordion, ErrorText, ProgressBar, Spinner, VisuallyHidden } from 'shared-ui';
import type { CourseOutline, OutlineChapter } from '../../course';

export const COURSE_NOT_FOUND = 'Course not found.';

/** The progress bar switches to success styling above this percentage (spec §9). */
const SUCCESS_ABOVE_PERCENT = 50;

export interface CourseMenuProps {
  outline: CourseOutline;
  courseLink: string;
  currentChapterId: number;
  currentLessonId: number;
  completedIds: ReadonlySet<number>;
  /** Completed steps that failed to load (progress then shows what this session knows). */
  completedError: string | null;
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;

const ProgressText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const ChapterTitle = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;

const Badge = styled.span<{ $tone: 'count' | 'done' | 'current' }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'done'
      ? theme.colors.success
      : $tone === 'current'
        ? theme.colors.primary
        : theme.colors.surfaceAlt};
  color: ${({ theme, $tone }) => ($tone === 'count' ? theme.colors.text : theme.colors.onPrimary)};
`;

const Lessons = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LessonLink = styled(Link)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const Check = styled.span<{ $done: boolean }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.1rem;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: ${({ theme }) => theme.colors.onSuccess};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  line-height: 1;
`;

const LessonName = styled.span`
  flex: 1;
  min-width: 0;
`;

function chapterCounts(chapter: OutlineChapter, completedIds: ReadonlySet<number>) {
  const counted = chapter.lessons.filter((lesson) => lesson.counted);
  return {
    done: counted.filter((lesson) => completedIds.has(lesson.LessonID)).length,
    total: counted.length,
  };
}

function ChapterHeading({
  chapter,
  isCurrent,
  completedIds,
}: {
  chapter: OutlineChapter;
  isCurrent: boolean;
  completedIds: ReadonlySet<number>;
}) {
  const { done, total } = chapterCounts(chapter, completedIds);
  return (
    <ChapterTitle>
      {chapter.ChapterName}
      {isCurrent && <Badge $tone="current">Current Chapter</Badge>}
      <Badge $tone={total > 0 && done === total ? 'done' : 'count'}>
        <span aria-hidden="true">
          {done}/{total}
        </span>
        <VisuallyHidden>
          {done} of {total} lessons completed
        </VisuallyHidden>
      </Badge>
    </ChapterTitle>
  );
}

/** The course menu: progress, then every chapter with its lessons, check marks and where the learner is. */
export function CourseMenu({
  outline,
  courseLink,
  currentChapterId,
  currentLessonId,
  completedIds,
  completedError,
}: CourseMenuProps) {
  const current = String(currentChapterId);
  const [openIds, setOpenIds] = useState<string[]>([current]);
  // Moving on to another chapter opens it, keeping whatever the learner opened before.
  useEffect(() => {
    setOpenIds((ids) => (ids.includes(current) ? ids : [...ids, current]));
  }, [current]);

  if (outline.status === 'loading') return <Spinner label="Loading course menu" />;
  if (outline.status === 'not-found') return <p>{COURSE_NOT_FOUND}</p>;
  if (outline.status === 'failed') return <ErrorText>{outline.message}</ErrorText>;

  const lessons = outline.chapters.flatMap((chapter) => chapter.lessons);
  const progress = courseProgress(lessons, completedIds);

  return (
    <>
      <Title>{outline.course?.CourseName}</Title>
      <ProgressBar
        label="Course progress"
        value={progress.completed}
        max={progress.total}
        successAbove={SUCCESS_ABOVE_PERCENT}
        showValue
      />
      <ProgressText>
        {progress.completed} of {progress.total} lessons completed ({progress.percent}%)
      </ProgressText>
      {completedError && <ErrorText>{completedError}</ErrorText>}
      <Accordion
        headingLevel={3}
        openIds={openIds}
        onOpenChange={setOpenIds}
        items={outline.chapters.map((chapter) => ({
          id: String(chapter.ChapterID),
          title: (
            <ChapterHeading
              chapter={chapter}
              isCurrent={chapter.ChapterID === currentChapterId}
              completedIds={completedIds}
            />
          ),
          content: (
            <Lessons>
              {chapter.lessons.map((lesson) => {
                const done = completedIds.has(lesson.LessonID);
                const isCurrent = lesson.LessonID === currentLessonId;
                return (
                  <li key={lesson.LessonID}>
                    <LessonLink
                      to={lessonPath(courseLink, { chapterId: chapter.ChapterID, lessonId: lesson.LessonID })}
                      aria-current={isCurrent ? 'page' : undefined}
                    >
                      <Check $done={done} aria-hidden="true">
                        {done ? '✓' : ''}
                      </Check>
                      <LessonName>
                        {lesson.LessonName}
                        {done && <VisuallyHidden> (completed)</VisuallyHidden>}
                      </LessonName>
                      {isCurrent && <Badge $tone="current">Current Lesson</Badge>}
                    </LessonLink>
                  </li>
                );
              })}
            </Lessons>
          ),
        }))}
      />
    </>
  );
}
