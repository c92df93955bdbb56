import { useMemo } from 'react';
import { apiErrorMessage, errorMessages, useGetChaptersQuery, useGetLessonNamesQuery } from 'shared-events';
import type { Course } from 'shared-contract';
import { Accordion, ErrorText, Spinner, VisuallyHidden } from 'shared-ui';
import { buildCurriculum } from '../model/curriculum';
import { Group, Lessons, Locked, Topic } from './CurriculumTab.styles';

const LockIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
    />
  </svg>
);

/**
 * Curriculum tab: chapters as collapsible sections (all open at first), lessons grouped by topic, exercises
 * hidden. A lesson with a preview video (the API offers the free-trial lessons' videos) gets a Preview that
 * opens the video in a new tab; the others show a lock.
 */
export function CurriculumTab({ course }: { course: Course }) {
  const chapters = useGetChaptersQuery(course.CourseChapters);
  const lessonIds = useMemo(
    () => (chapters.data ?? []).flatMap((chapter) => chapter.ChapterLessons),
    [chapters.data],
  );
  const names = useGetLessonNamesQuery(lessonIds, { skip: lessonIds.length === 0 });

  if (chapters.isError)
    return <ErrorText>{apiErrorMessage(chapters.error, errorMessages.chapters)}</ErrorText>;
  if (names.error) {
    const status = 'status' in names.error ? names.error.status : 'FETCH_ERROR';
    return <ErrorText>{apiErrorMessage(names.error, errorMessages.lessonNames(status))}</ErrorText>;
  }
  if (!chapters.data || (lessonIds.length > 0 && !names.data)) return <Spinner label="Loading curriculum" />;

  const curriculum = buildCurriculum(course.CourseChapters, chapters.data, names.data ?? []);
  return (
    <>
      <h2>Curriculum</h2>
      <Accordion
        headingLevel={3}
        defaultOpenIds={curriculum.map((chapter) => String(chapter.chapterId))}
        items={curriculum.map((chapter) => ({
          id: String(chapter.chapterId),
          title: chapter.name,
          content: chapter.groups.map((group, index) => (
            <Group key={`${group.topic}-${index}`}>
              <Topic>{group.topic}</Topic>
              <Lessons>
                {group.lessons.map((lesson) => (
                  <li key={lesson.lessonId}>
                    <span>{lesson.title}</span>
                    {lesson.previewVideo ? (
                      <a href={lesson.previewVideo} target="_blank" rel="noopener noreferrer">
                        Preview<VisuallyHidden>{` ${lesson.title} (opens in a new tab)`}</VisuallyHidden>
                      </a>
                    ) : (
                      <Locked title="No preview video">
                        <LockIcon />
                        <VisuallyHidden>Locked</VisuallyHidden>
                      </Locked>
                    )}
                  </li>
                ))}
              </Lessons>
            </Group>
          )),
        }))}
      />
    </>
  );
}
