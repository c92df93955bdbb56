import { freeTrialCompletedPath, isFreeTrialComplete } from './freeTrial';

const trial = [
  { LessonID: 1, LessonName: 'Introduction - Welcome' },
  { LessonID: 2, LessonName: 'Exercise - Print a Card' },
  { LessonID: 18, LessonName: 'Chapter Summary' },
  { LessonID: 19, LessonName: 'Input - Reading Input' },
  { LessonID: 38, LessonName: 'Project - Number Guessing Game' },
];

describe('isFreeTrialComplete', () => {
  it('is complete when every counted lesson of chapters 1 and 2 is completed, exercises and summaries aside', () => {
    expect(isFreeTrialComplete(trial, new Set([1, 19, 38]))).toBe(true);
  });

  it('is not complete while a counted lesson is open, however many uncounted ones are done', () => {
    expect(isFreeTrialComplete(trial, new Set([1, 2, 18, 38]))).toBe(false);
  });

  it('is never complete when the trial lessons are unknown', () => {
    expect(isFreeTrialComplete([], new Set([1, 2, 3]))).toBe(false);
  });
});

it('builds the completion page route', () => {
  expect(freeTrialCompletedPath('free-trial', 2)).toBe('/course/free-trial/chapter/2/completedFreeTrial');
});
