import { lessonPath, nextLesson } from './nextLesson';

const chapters = [
  { ChapterID: 2, ChapterName: 'Loops', ChapterLessons: [20, 21] },
  { ChapterID: 1, ChapterName: 'Start', ChapterLessons: [10, 11] },
];
const step = (LessonID: number) => ({ LessonID, CompletedAt: '2024-05-01T10:00:00.000Z' });

it('starts at the first lesson of the first chapter when nothing is completed', () => {
  expect(nextLesson([1, 2], chapters, [])).toEqual({ chapterId: 1, lessonId: 10 });
});

it('resumes at the lesson after the furthest completed one, across chapters', () => {
  expect(nextLesson([1, 2], chapters, [step(10), step(11)])).toEqual({ chapterId: 2, lessonId: 20 });
  expect(nextLesson([1, 2], chapters, [step(20), step(10)])).toEqual({ chapterId: 2, lessonId: 21 });
});

it('stays on the last lesson once all are completed', () => {
  expect(nextLesson([1, 2], chapters, [10, 11, 20, 21].map(step))).toEqual({ chapterId: 2, lessonId: 21 });
});

it('has no lesson for a course without chapters', () => {
  expect(nextLesson([], chapters, [])).toBeNull();
});

it('builds the lesson player path', () => {
  expect(lessonPath('free-trial', { chapterId: 1, lessonId: 3 })).toBe(
    '/course/free-trial/chapter/1/lesson/3',
  );
});
