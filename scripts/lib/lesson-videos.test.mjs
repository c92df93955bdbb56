// The lesson videos' title cards (scripts/media/make-lesson-videos.mjs) name the lesson each video belongs to in
// the seeded catalogue, by the number in the lesson's address.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lessons } from '../../api/src/db/seed/catalog.ts';
import { LESSONS, slidesOf } from '../media/make-lesson-videos.mjs';

test('each video names the lesson that plays it on its title card', () => {
  const videos = Object.entries(LESSONS);
  assert.ok(videos.length > 0);
  for (const [name, video] of videos) {
    const seeded = lessons.filter((lesson) => lesson.lesson_video === `/media/lessons/${name}.mp4`);
    assert.equal(seeded.length, 1, `${name}: one lesson plays it`);
    const [titleCard] = slidesOf(video);
    assert.deepEqual(titleCard?.lines, [`Lesson ${seeded[0]?.lesson_id}`], `${name}: its title card`);
  }
});

test('every self-hosted video of the seed is made by the script', () => {
  const seededVideos = lessons.flatMap((lesson) =>
    lesson.lesson_video?.startsWith('/media/lessons/')
      ? [lesson.lesson_video.slice('/media/lessons/'.length, -'.mp4'.length)]
      : [],
  );
  assert.deepEqual([...seededVideos].sort(), Object.keys(LESSONS).sort());
});
