import { courseProgress } from './progress';

describe('courseProgress', () => {
  const lessons = [
    { LessonID: 1, LessonName: 'Intro - Welcome' },
    { LessonID: 2, LessonName: 'Exercise - Greeting' },
    { LessonID: 3, LessonName: 'Numbers - Floats' },
    { LessonID: 4, LessonName: 'Chapter Summary' },
    { LessonID: 5, LessonName: 'Loops - while' },
  ];

  it('counts completed counted lessons over counted lessons, rounded', () => {
    expect(courseProgress(lessons, [1])).toEqual({ completed: 1, total: 3, percent: 33 });
    expect(courseProgress(lessons, [1, 3])).toEqual({ completed: 2, total: 3, percent: 67 });
  });

  it('never counts exercises, summaries, repeats or lessons of other courses', () => {
    expect(courseProgress(lessons, [2, 4, 1, 1, 99])).toEqual({ completed: 1, total: 3, percent: 33 });
  });

  it('is 0% for a course without counted lessons', () => {
    expect(courseProgress([{ LessonID: 2, LessonName: 'Exercise - Only' }], [2])).toEqual({
      completed: 0,
      total: 0,
      percent: 0,
    });
  });
});
