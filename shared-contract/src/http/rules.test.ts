import { FREE_TRIAL_RULES, isCountedLesson, isFreeTrialComplete, lessonKind } from './index';

describe('isCountedLesson', () => {
  it.each([
    ['Loops - The for Loop', true],
    ['Exercise - Even or Odd', false],
    ['Chapter Summary', false],
    ['Lists - Chapter Summary and Quiz', false],
    ['Exercises - Extra Practice', false],
    ['exercise - lower case is a normal lesson', true],
  ])('%s counts: %s', (name, counted) => {
    expect(isCountedLesson(name)).toBe(counted);
  });
});

describe('lessonKind', () => {
  it.each([
    ['Loops - The for Loop', 'lesson'],
    ['Exercise - Even or Odd', 'exercise'],
    ['Exercises - Extra Practice', 'exercise'],
    ['Chapter Summary', 'summary'],
    ['Lists - Chapter Summary and Quiz', 'summary'],
    ['exercise - lower case is a normal lesson', 'lesson'],
  ])('%s is a %s', (name, kind) => {
    expect(lessonKind(name)).toBe(kind);
  });
});

describe('isFreeTrialComplete', () => {
  const trial = [
    { LessonID: 1, LessonName: 'Intro - Welcome' },
    { LessonID: 2, LessonName: 'Exercise - Greeting' },
    { LessonID: 20, LessonName: 'Numbers - Floats' },
    { LessonID: 38, LessonName: 'Chapter Summary' },
  ];

  it('is complete once every counted trial lesson is completed, whatever else is', () => {
    expect(isFreeTrialComplete(trial, [1, 20])).toBe(true);
    expect(isFreeTrialComplete(trial, new Set([20, 1, 2, 38, 99]))).toBe(true);
  });

  it('is not complete while a counted lesson is open, even when uncounted ones are done', () => {
    expect(isFreeTrialComplete(trial, [1, 2, 38])).toBe(false);
    expect(isFreeTrialComplete(trial, [])).toBe(false);
  });

  it('is never complete for an unknown trial (no lessons, or none counted)', () => {
    expect(isFreeTrialComplete([], [1, 2, 3])).toBe(false);
    expect(isFreeTrialComplete([{ LessonID: 2, LessonName: 'Exercise - Only' }], [2])).toBe(false);
  });

  it('names the trial of the spec: course 1, chapters 1 and 2, lesson 38, TRIALCOMPLETE', () => {
    expect(FREE_TRIAL_RULES).toEqual({
      courseId: 1,
      chapterIds: [1, 2],
      completionLessonId: 38,
      rewardCouponCode: 'TRIALCOMPLETE',
    });
  });
});
