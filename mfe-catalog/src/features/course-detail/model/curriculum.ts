import type { Chapter, LessonNameEntry } from 'shared-contract';
import { isExerciseLesson } from '../../courses';

export interface CurriculumLesson {
  lessonId: number;
  /** The part of the name after ' - ' (the whole name when there is none). */
  title: string;
  /** The video anyone may watch as a preview; absent when the lesson has none. */
  previewVideo?: string;
}

export interface CurriculumGroup {
  /** The part of the lesson names before ' - '. */
  topic: string;
  lessons: CurriculumLesson[];
}

export interface CurriculumChapter {
  chapterId: number;
  name: string;
  groups: CurriculumGroup[];
}

const SEPARATOR = ' - ';

function splitName(name: string): { topic: string; title: string } {
  const at = name.indexOf(SEPARATOR);
  return at === -1
    ? { topic: name, title: name }
    : { topic: name.slice(0, at), title: name.slice(at + SEPARATOR.length) };
}

/**
 * A course's chapters in course order, each with its lessons grouped by the part of the name before ' - '
 * (consecutive lessons of one topic form one group) and exercise lessons left out.
 */
export function buildCurriculum(
  chapterOrder: readonly number[],
  chapters: readonly Chapter[],
  lessonNames: readonly LessonNameEntry[],
): CurriculumChapter[] {
  const chapterById = new Map(chapters.map((chapter) => [chapter.ChapterID, chapter]));
  const entryById = new Map(lessonNames.map((lesson) => [lesson.LessonID, lesson]));
  return chapterOrder.flatMap((chapterId) => {
    const chapter = chapterById.get(chapterId);
    if (!chapter) return [];
    const groups: CurriculumGroup[] = [];
    for (const lessonId of chapter.ChapterLessons) {
      const entry = entryById.get(lessonId);
      if (!entry || isExerciseLesson(entry.LessonName)) continue;
      const { topic, title } = splitName(entry.LessonName);
      const lesson = { lessonId, title, ...(entry.PreviewVideo ? { previewVideo: entry.PreviewVideo } : {}) };
      const last = groups.at(-1);
      if (last?.topic === topic) last.lessons.push(lesson);
      else groups.push({ topic, lessons: [lesson] });
    }
    return [{ chapterId, name: chapter.ChapterName, groups }];
  });
}

export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const NUMBERED = /^\s*\d+[.)]\s+/;

/** The description as paragraphs and numbered lists (lines starting '1. ', '2. ' …). */
export function describeCourse(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const line of description.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    const last = blocks.at(-1);
    if (NUMBERED.test(text)) {
      const item = text.replace(NUMBERED, '');
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', text });
    }
  }
  return blocks;
}
