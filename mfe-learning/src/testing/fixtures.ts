import type { ChapterWire, CourseWire, LessonDetails } from 'shared-contract';
import type { ApiResolvers } from 'shared-events/testing';

function course(overrides: Partial<CourseWire>): CourseWire {
  return {
    CourseID: 1,
    CourseLink: 'free-trial',
    CourseName: 'Python Free Trial',
    CourseDescription: 'Try the first chapters.',
    CourseImage: '/images/courses/free-trial.svg',
    Price: 0,
    OfferPrice: null,
    Level: 'Beginner',
    CourseDuration: { Hours: 1, Minutes: 0 },
    Students: 10,
    Categories: ['Python'],
    CourseChapters: '[1,2]',
    Receivables: {},
    ...overrides,
  };
}

export const COURSES: CourseWire[] = [
  course({}),
  course({
    CourseID: 2,
    CourseLink: 'introduction-to-python',
    CourseName: 'Introduction to Python',
    Price: 49,
    CourseChapters: '[3]',
  }),
  course({
    CourseID: 5,
    CourseLink: 'python-programming-masterclass',
    CourseName: 'Python Programming Masterclass',
    Price: 199,
    CourseChapters: '[1,2,3]',
  }),
];

export const CHAPTERS: ChapterWire[] = [
  { ChapterID: 1, ChapterName: 'Getting Started', ChapterLessons: '[1,2,3]' },
  { ChapterID: 2, ChapterName: 'Loops', ChapterLessons: [4, 37, 38] },
  { ChapterID: 3, ChapterName: 'Functions', ChapterLessons: [39] },
];

export const LESSON_NAMES: Record<number, string> = {
  1: 'Introduction - Welcome',
  2: 'Exercise - Print a Card',
  3: 'Printing - The print Function',
  4: 'Loops - The while Loop',
  37: 'Chapter Summary',
  38: 'Project - Number Guessing Game',
  39: 'Functions - Defining Functions',
};

export function lessonDetails(LessonID: number, overrides: Partial<LessonDetails> = {}): LessonDetails {
  const chapter = CHAPTERS.find((entry) => JSON.stringify(entry.ChapterLessons).includes(String(LessonID)));
  return {
    LessonID,
    LessonName: LESSON_NAMES[LessonID] ?? `Lesson ${LessonID}`,
    ChapterID: chapter?.ChapterID ?? 1,
    CourseID: 1,
    YouTubeLink: null,
    LessonVideo: null,
    LessonHTML: `<h2>About lesson ${LessonID}</h2><p>Read this.</p>`,
    Files: [],
    ...overrides,
  };
}

/** Catalogue calls answered from the fixtures above. */
export const catalogueHandlers: ApiResolvers = {
  getCourses: () => ({ Courses: COURSES }),
  getChapters: ({ body }) => ({
    Chapters: CHAPTERS.filter((chapter) => body.ChapterIDs.includes(chapter.ChapterID)),
  }),
  getLessonNames: ({ body }) => ({
    Lessons: body.LessonIDs.map((LessonID) => ({
      LessonID,
      LessonName: LESSON_NAMES[LessonID] ?? '',
    })),
  }),
};

export const completedAt = (minute: number) => `2024-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
