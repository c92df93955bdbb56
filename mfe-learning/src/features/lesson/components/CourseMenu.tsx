import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { courseProgress, lessonPath } from 'shared-events';
import { Accordion, ErrorText, ProgressBar, Spinner, VisuallyHidden } from 'shared-ui';
import type { CourseOutline, OutlineChapter } from '../../course';
import styles from './CourseMenu.module.css';

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
    <span className={styles.chapterTitle}>
      {chapter.ChapterName}
      {isCurrent && (
        <span className={styles.badge} data-tone="current">
          Current Chapter
        </span>
      )}
      <span className={styles.badge} data-tone={total > 0 && done === total ? 'done' : 'count'}>
        <span aria-hidden="true">
          {done}/{total}
        </span>
        <VisuallyHidden>
          {done} of {total} lessons completed
        </VisuallyHidden>
      </span>
    </span>
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
      <h2 className={styles.title}>{outline.course?.CourseName}</h2>
      <ProgressBar
        label="Course progress"
        value={progress.completed}
        max={progress.total}
        successAbove={SUCCESS_ABOVE_PERCENT}
        showValue
      />
      <p className={styles.progressText}>
        {progress.completed} of {progress.total} lessons completed ({progress.percent}%)
      </p>
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
            <ol className={styles.lessons}>
              {chapter.lessons.map((lesson) => {
                const done = completedIds.has(lesson.LessonID);
                const isCurrent = lesson.LessonID === currentLessonId;
                return (
                  <li key={lesson.LessonID}>
                    <Link
                      className={styles.lessonLink}
                      to={lessonPath(courseLink, { chapterId: chapter.ChapterID, lessonId: lesson.LessonID })}
                      aria-current={isCurrent ? 'page' : undefined}
                    >
                      <span className={styles.check} data-done={done || undefined} aria-hidden="true">
                        {done ? '✓' : ''}
                      </span>
                      <span className={styles.lessonName}>
                        {lesson.LessonName}
                        {done && <VisuallyHidden> (completed)</VisuallyHidden>}
                      </span>
                      {isCurrent && (
                        <span className={styles.badge} data-tone="current">
                          Current Lesson
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ol>
          ),
        }))}
      />
    </>
  );
}
