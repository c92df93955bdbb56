import assert from 'node:assert/strict';
import { familyMessages, VIDEO_POSITION_MAX_SECONDS } from 'shared-contract';
import { describeApi } from '../../testing/apiHarness';
import { addChild } from '../family/testing';

const MAIN_COURSE = 5;
/** 'Introduction - What Is Programming?' and 'Installing Python': free-trial lessons of chapter 1. */
const VIDEO_LESSON = 2;
const OTHER_LESSON = 3;

const at = (LessonID: number, PositionSeconds: number, DurationSeconds: number | null = 120) => ({
  CourseID: 1,
  LessonID,
  PositionSeconds,
  DurationSeconds,
});
const where = (LessonID: number, CourseID = 1) => ({ CourseID, LessonID });

describeApi('video positions', (test) => {
  test('keeps a position per learner and lesson: another learner or a child of the family gets their own', async (env) => {
    const parent = 'video-parent';
    const child = await addChild(env, parent, 'Mia');
    const asChild = { as: parent, profile: child };
    assert.deepEqual(await env.ok('getVideoPosition', where(VIDEO_LESSON), { as: parent }), {
      LessonID: VIDEO_LESSON,
      PositionSeconds: null,
      DurationSeconds: null,
    });
    assert.deepEqual(await env.ok('saveVideoPosition', at(VIDEO_LESSON, 30.5), { as: parent }), {
      LessonID: VIDEO_LESSON,
      PositionSeconds: 30.5,
      DurationSeconds: 120,
    });
    await env.ok('saveVideoPosition', at(VIDEO_LESSON, 45, 200), { as: 'video-someone-else' });
    await env.ok('saveVideoPosition', at(OTHER_LESSON, 12, null), { as: parent });

    const positionOf = async (lessonId: number, options: { as: string; profile?: string }) => {
      const answer = await env.ok('getVideoPosition', where(lessonId), options);
      return [answer.PositionSeconds, answer.DurationSeconds];
    };
    assert.deepEqual(await positionOf(VIDEO_LESSON, { as: parent }), [30.5, 120]);
    assert.deepEqual(await positionOf(OTHER_LESSON, { as: parent }), [12, null]);
    assert.deepEqual(await positionOf(VIDEO_LESSON, { as: 'video-someone-else' }), [45, 200]);
    assert.deepEqual(await positionOf(VIDEO_LESSON, asChild), [null, null], "never the parent's");
    assert.deepEqual(await positionOf(VIDEO_LESSON, { as: 'video-stranger' }), [null, null]);

    await env.ok('saveVideoPosition', at(VIDEO_LESSON, 70), asChild);
    await env.ok('saveVideoPosition', at(VIDEO_LESSON, 75), asChild);
    assert.deepEqual(await positionOf(VIDEO_LESSON, asChild), [75, 120], 'the latest save');
    assert.deepEqual(
      await positionOf(VIDEO_LESSON, { as: parent }),
      [30.5, 120],
      "the child's saves are its own",
    );
    const row = await env.db
      .selectFrom('video_positions')
      .select(['account_id'])
      .where('user_id', '=', child)
      .executeTakeFirstOrThrow();
    assert.equal(row.account_id, parent);
    const response = await env.call('getVideoPosition', where(VIDEO_LESSON), { as: parent });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  test("refuses another family's child profile, the not enrolled and lessons outside the course", async (env) => {
    const theirs = await addChild(env, 'video-their-family', 'Theo');
    const header = { as: 'video-intruder', profile: theirs };
    await env.rejects(
      'saveVideoPosition',
      [[at(VIDEO_LESSON, 10), 403, familyMessages.profileNotFound]],
      header,
    );
    await env.rejects(
      'getVideoPosition',
      [[where(VIDEO_LESSON), 403, familyMessages.profileNotFound]],
      header,
    );

    const notEnrolled = `You are not enrolled in course ${MAIN_COURSE}`;
    await env.rejects(
      'saveVideoPosition',
      [[{ ...at(VIDEO_LESSON, 10), CourseID: MAIN_COURSE }, 403, notEnrolled]],
      { as: 'video-not-enrolled' },
    );
    await env.rejects('getVideoPosition', [[where(VIDEO_LESSON, MAIN_COURSE), 403, notEnrolled]], {
      as: 'video-not-enrolled',
    });
    await env.rejects('saveVideoPosition', [[at(9999, 10), 404, 'Lesson 9999 is not part of course 1']], {
      as: 'video-not-enrolled',
    });
    for (const name of ['getVideoPosition', 'saveVideoPosition'] as const)
      assert.equal((await env.call(name, at(VIDEO_LESSON, 10))).statusCode, 401, name);
  });

  test('refuses bad numbers with a 400 naming the field, and saves nothing', async (env) => {
    await env.rejects(
      'saveVideoPosition',
      [
        [at(VIDEO_LESSON, -1), 400, /body\/PositionSeconds must not be negative/],
        [at(VIDEO_LESSON, VIDEO_POSITION_MAX_SECONDS + 1), 400, /body\/PositionSeconds must be at most/],
        [{ ...at(VIDEO_LESSON, 10), PositionSeconds: 'ten' }, 400, /body\/PositionSeconds must be a number/],
        [{ ...at(VIDEO_LESSON, 10), PositionSeconds: null }, 400, /body\/PositionSeconds/],
        [at(VIDEO_LESSON, 10, -5), 400, /body\/DurationSeconds must not be negative/],
        [{ CourseID: 1, LessonID: VIDEO_LESSON, PositionSeconds: 10 }, 400, /body\/DurationSeconds/],
        [at(VIDEO_LESSON, 130, 120), 400, 'body/PositionSeconds must not be beyond body/DurationSeconds'],
        [{ ...at(VIDEO_LESSON, 10), LessonID: 'two' }, 400, /body\/LessonID/],
      ],
      { as: 'video-numbers' },
    );
  });

  test('serves the trial lesson its self-hosted video with English captions; YouTube lessons keep YouTube', async (env) => {
    const lesson = await env.ok(
      'fetchLesson',
      { UserID: 'video-lesson', CourseID: 1, ChapterID: 1, LessonID: VIDEO_LESSON },
      { as: 'video-lesson' },
    );
    assert.equal(lesson.LessonVideo, '/media/lessons/what-is-programming.mp4');
    assert.deepEqual(lesson.CaptionTracks, [
      { Src: '/media/lessons/what-is-programming.en.vtt', Language: 'en', Label: 'English' },
    ]);
    const youTube = await env.ok(
      'fetchLesson',
      { UserID: 'video-lesson', CourseID: 1, ChapterID: 1, LessonID: 1 },
      { as: 'video-lesson' },
    );
    assert.equal(youTube.LessonVideo, null);
    assert.ok(youTube.YouTubeLink);
    assert.deepEqual(youTube.CaptionTracks, []);
  });
});
