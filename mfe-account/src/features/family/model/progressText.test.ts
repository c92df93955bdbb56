import { courseStepsText, helpText } from './progressText';

const course = {
  courseId: 1,
  courseName: 'Python Free Trial',
  percent: 41,
  lessons: { done: 12, total: 29 },
  exercises: { done: 3, total: 7 },
  summaries: { done: 1, total: 2 },
  nextLesson: null,
};

it('counts lessons, exercises and chapter summaries apart, leaving out a kind the course has none of', () => {
  expect(courseStepsText(course)).toBe(
    '12 of 29 lessons · 3 of 7 exercises passed · 1 of 2 chapter summaries',
  );
  expect(
    courseStepsText({
      ...course,
      lessons: { done: 1, total: 1 },
      exercises: { done: 0, total: 0 },
      summaries: { done: 0, total: 1 },
    }),
  ).toBe('1 of 1 lesson · 0 of 1 chapter summary');
});

it('says the help a child had', () => {
  expect(helpText(0, 3)).toBe('No hints used');
  expect(helpText(1, 3)).toBe('1 of 3 hints used');
  expect(helpText(0, 0)).toBe('This exercise has no hints');
});
