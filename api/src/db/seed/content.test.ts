import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  coupon,
  EXERCISE_HINTS_MAX,
  EXERCISE_TIME_LIMIT_MAX_MS,
  exerciseCheck,
  type ExerciseCheck,
} from 'shared-contract';
import { chapters, courseChapters, exercises, lessons } from './catalog';
import { coupons } from './community';

const countsTowardProgress = (name: string) =>
  !name.includes('Exercise') && !name.includes('Chapter Summary');

describe('seeded demo content', () => {
  it('makes the free trial chapters 1 and 2 with lessons 1 to 38, excluding exercises and summaries from the count', () => {
    assert.deepEqual(
      courseChapters.filter((link) => link.course_id === 1).map((link) => link.chapter_id),
      [1, 2],
    );
    const trial = lessons.filter((lesson) => lesson.chapter_id <= 2);
    assert.deepEqual(
      trial.map((lesson) => lesson.lesson_id),
      Array.from({ length: 38 }, (_, index) => index + 1),
    );
    assert.ok(trial.some((lesson) => lesson.lesson_name.startsWith('Exercise - ')));
    assert.ok(trial.some((lesson) => lesson.lesson_name === 'Chapter Summary'));
    assert.ok(
      countsTowardProgress(trial.at(-1)?.lesson_name ?? ''),
      'lesson 38, the completion step, counts',
    );
  });

  it('gives every lesson real HTML with an explanation, every taught lesson a Python example and every exercise an example of its result', () => {
    for (const lesson of lessons) {
      assert.match(lesson.lesson_html, /<h2>.+<\/h2>/, lesson.lesson_name);
      assert.doesNotMatch(lesson.lesson_html, /lorem ipsum/i);
      if (lesson.lesson_name !== 'Chapter Summary')
        assert.match(lesson.lesson_html, /<pre><code class="language-(python|text)">/, lesson.lesson_name);
      if (!lesson.lesson_name.startsWith('Exercise - ') && lesson.lesson_name !== 'Chapter Summary')
        assert.match(lesson.lesson_html, /<pre><code class="language-python">/, lesson.lesson_name);
    }
    assert.equal(new Set(chapters.map((chapter) => chapter.chapter_id)).size, chapters.length);
  });

  it('stores YouTube links in the youtu.be form', () => {
    const links = lessons.flatMap((lesson) => (lesson.youtube_link ? [lesson.youtube_link] : []));
    assert.ok(links.length > 0);
    for (const link of links) assert.match(link, /^https:\/\/youtu\.be\/[\w-]{11}$/);
  });

  it('offers the TRIALCOMPLETE reward and the PY30NOW newsletter code of 30%', () => {
    const byCode = new Map(coupons.map((row) => [row.code, row]));
    assert.ok(byCode.has('TRIALCOMPLETE'));
    const newsletter = coupon.parse({
      coupon_code: 'PY30NOW',
      discount_type: byCode.get('PY30NOW')?.discount_type,
      discount_amount: byCode.get('PY30NOW')?.discount_amount,
      isValid: true,
    });
    assert.deepEqual([newsletter.discount_type, newsletter.discount_amount], ['%', 30]);
  });

  it('makes every one of the 15 exercise lessons a coding exercise whose check the contract accepts', () => {
    const exerciseLessons = lessons.filter((lesson) => lesson.lesson_name.startsWith('Exercise - '));
    assert.equal(exerciseLessons.length, 15);
    assert.deepEqual(
      exercises.map((row) => row.lesson_id),
      exerciseLessons.map((lesson) => lesson.lesson_id),
      'exactly the exercise lessons have an exercise',
    );
    const checks: ExerciseCheck[] = [];
    for (const row of exercises) {
      const label = lessons.find((lesson) => lesson.lesson_id === row.lesson_id)?.lesson_name;
      const parsed = exerciseCheck.safeParse(JSON.parse(row.check_spec));
      assert.ok(parsed.success, `${label}: ${parsed.error?.message}`);
      checks.push(parsed.data);
      const hints = JSON.parse(row.hints) as unknown;
      assert.ok(Array.isArray(hints) && hints.length >= 2 && hints.length <= 3, `${label}: 2-3 hints`);
      assert.ok(hints.length <= EXERCISE_HINTS_MAX);
      assert.ok(row.time_limit_ms > 0 && row.time_limit_ms <= EXERCISE_TIME_LIMIT_MAX_MS, `${label}`);
      assert.notEqual(
        row.starter_code.trim(),
        row.solution.trim(),
        `${label}: the starter is not the solution`,
      );
    }
    // Across the set, every kind of check is used at least once.
    assert.ok(checks.some((check) => check.output?.match === 'exact'));
    assert.ok(checks.some((check) => check.output?.match === 'trimmed'));
    assert.ok(checks.some((check) => check.stdinCases));
    assert.ok(checks.some((check) => check.functionCases));
    assert.ok(checks.some((check) => check.rules?.some((rule) => rule.kind === 'requires')));
    assert.ok(checks.some((check) => check.rules?.some((rule) => rule.kind === 'forbids')));
  });
});
