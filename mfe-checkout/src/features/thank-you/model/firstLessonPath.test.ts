import { firstLessonPath } from './firstLessonPath';

const course = { CourseLink: 'python-programming-masterclass' };

it('opens the first lesson of the lowest chapter that has lessons', () => {
  const chapters = [
    { ChapterID: 4, ChapterName: 'Later', ChapterLessons: [40, 41] },
    { ChapterID: 2, ChapterName: 'Empty', ChapterLessons: [] },
    { ChapterID: 3, ChapterName: 'First', ChapterLessons: [31, 30] },
  ];
  expect(firstLessonPath(course, chapters)).toBe(
    '/course/python-programming-masterclass/chapter/3/lesson/31',
  );
});

it('has no lesson path for a course without lessons', () => {
  expect(firstLessonPath(course, [])).toBeNull();
});
