import { VIDEO_RESUME_MARGIN_SECONDS } from 'shared-contract';
import { formatVideoTime, resumePoint } from './videoResume';

const saved = (PositionSeconds: number | null, DurationSeconds: number | null = 600) => ({
  LessonID: 3,
  PositionSeconds,
  DurationSeconds,
});

describe('formatVideoTime', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [192, '3:12'],
    [192.99, '3:12'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [-4, '0:00'],
  ])('writes %p seconds as %p', (seconds, text) => {
    expect(formatVideoTime(seconds)).toBe(text);
  });
});

describe('resumePoint', () => {
  it('offers a position more than the margin from the start and from the end', () => {
    expect(resumePoint(saved(192.4))).toBe(192.4);
    expect(resumePoint(saved(VIDEO_RESUME_MARGIN_SECONDS + 0.1))).toBe(VIDEO_RESUME_MARGIN_SECONDS + 0.1);
    expect(resumePoint(saved(600 - VIDEO_RESUME_MARGIN_SECONDS - 0.1))).toBeCloseTo(594.9);
  });

  it('offers nothing near the start, near or past the end, or when there is no position', () => {
    expect(resumePoint(undefined)).toBeNull();
    expect(resumePoint(saved(null))).toBeNull();
    expect(resumePoint(saved(0))).toBeNull();
    expect(resumePoint(saved(VIDEO_RESUME_MARGIN_SECONDS))).toBeNull();
    expect(resumePoint(saved(600 - VIDEO_RESUME_MARGIN_SECONDS))).toBeNull();
    expect(resumePoint(saved(600))).toBeNull();
  });

  it('keeps only the start margin when the length is unknown', () => {
    expect(resumePoint(saved(4000, null))).toBe(4000);
    expect(resumePoint(saved(3, null))).toBeNull();
  });
});
