import { useEffect, useState } from 'react';
import { courseProgress, lessonPath } from 'shared-events';
import { Accordion, ErrorText, ProgressBar, Spinner, VisuallyHidden } from 'shared-ui';
import type { CourseOutline, OutlineChapter } from '../../course';
import {
  Badge,
  ChapterTitle,
  Check,
  LessonLink,
  LessonName,
  Lessons,
  ProgressText,
  Title,
} from './CourseMenu.styles';

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
      {isCurrent && <Badge data-tone="current">Current Chapter</Badge>}
      <Badge data-tone={total > 0 && done === total ? 'done' : 'count'}>
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
                      <Check data-done={done || undefined} aria-hidden="true">
                        {done ? '✓' : ''}
                      </Check>
                      <LessonName>
                        {lesson.LessonName}
                        {done && <VisuallyHidden> (completed)</VisuallyHidden>}
                      </LessonName>
                      {isCurrent && <Badge data-tone="current">Current Lesson</Badge>}
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
