import {
  checkoutPath,
  courseLessonOrder,
  lessonAfter,
  lessonPath,
  resumeLesson,
  resumePath,
} from './nextLesson';

const chapters = [
  { ChapterID: 2, ChapterLessons: [4, 5] },
  { ChapterID: 1, ChapterLessons: [1, 2, 3] },
  { ChapterID: 9, ChapterLessons: [90] },
];
const order = courseLessonOrder([2, 1], chapters);
const at = (LessonID: number, CompletedAt: string) => ({ LessonID, CompletedAt });

describe('courseLessonOrder', () => {
  it("lists the course's chapters by numeric id with their lessons in order, ignoring other courses", () => {
    expect(order).toEqual([
      { chapterId: 1, lessonId: 1 },
      { chapterId: 1, lessonId: 2 },
      { chapterId: 1, lessonId: 3 },
      { chapterId: 2, lessonId: 4 },
      { chapterId: 2, lessonId: 5 },
    ]);
  });

  it('skips chapters that have not loaded', () => {
    expect(courseLessonOrder([1, 3], chapters).map((p) => p.lessonId)).toEqual([1, 2, 3]);
  });
});

describe('lessonAfter', () => {
  it('crosses into the next chapter and ends at the last lesson', () => {
    expect(lessonAfter(order, 3)).toEqual({ chapterId: 2, lessonId: 4 });
    expect(lessonAfter(order, 5)).toBeNull();
    expect(lessonAfter(order, 90)).toBeNull();
  });
});

describe('resumeLesson', () => {
  it('starts at the first lesson without progress', () => {
    expect(resumeLesson(order, [])).toEqual({ chapterId: 1, lessonId: 1 });
  });

  it('goes to the lesson after the most recently completed one', () => {
    const steps = [at(4, '2024-05-02T10:00:00.000Z'), at(2, '2024-05-01T10:00:00.000Z')];
    expect(resumeLesson(order, steps)).toEqual({ chapterId: 2, lessonId: 5 });
  });

  it('uses list order when steps carry no time, and ignores lessons of other courses', () => {
    expect(resumeLesson(order, [{ LessonID: 1 }, { LessonID: 3 }, { LessonID: 90 }])).toEqual({
      chapterId: 2,
      lessonId: 4,
    });
  });

  it('after the last lesson returns to the first open one, or stays on the last when all are done', () => {
    expect(
      resumeLesson(order, [at(1, '2024-05-01T10:00:00.000Z'), at(5, '2024-05-02T10:00:00.000Z')]),
    ).toEqual({
      chapterId: 1,
      lessonId: 2,
    });
    const all = [1, 2, 3, 4, 5].map((id) => at(id, `2024-05-0${id}T10:00:00.000Z`));
    expect(resumeLesson(order, all)).toEqual({ chapterId: 2, lessonId: 5 });
  });

  it('has nowhere to go in a course without lessons', () => {
    expect(resumeLesson([], [at(1, '2024-05-01T10:00:00.000Z')])).toBeNull();
  });
});

it('builds the lesson route', () => {
  expect(lessonPath('free-trial', { chapterId: 2, lessonId: 19 })).toBe(
    '/course/free-trial/chapter/2/lesson/19',
  );
});

describe('resumePath', () => {
  const course = { CourseLink: 'intro', CourseChapters: [2, 1] };

  it("is the lesson player's route for the resume lesson", () => {
    expect(resumePath(course, chapters, [at(3, '2024-05-01T10:00:00.000Z')])).toBe(
      '/course/intro/chapter/2/lesson/4',
    );
    expect(resumePath(course, chapters, [])).toBe('/course/intro/chapter/1/lesson/1');
  });

  it('is the course page for a course without lessons', () => {
    expect(resumePath({ CourseLink: 'empty', CourseChapters: [7] }, chapters, [])).toBe('/course/empty');
  });
});

describe('checkoutPath', () => {
  it('names the course and a trimmed coupon, and leaves a blank coupon out', () => {
    expect(checkoutPath(5)).toBe('/checkout?courseId=5');
    expect(checkoutPath(3, ' PY30NOW ')).toBe('/checkout?courseId=3&coupon=PY30NOW');
    expect(checkoutPath(3, '  ')).toBe('/checkout?courseId=3');
  });
});
