import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { main } from '../support/layout';
import { newLearner, openSignedIn } from '../support/learners';

// Lesson 2 of the free trial, 'Introduction - What Is Programming?', has a self-hosted video with English captions.
const LESSON = '/course/free-trial/chapter/1/lesson/2';

const video = (page: Page): Locator => main(page).locator('video');
const currentTime = (page: Page): Promise<number> =>
  video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

test('a learner asks for a self-hosted lesson video, watches it, reloads and is offered to resume where they stopped; speed and captions work', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const learner = await newLearner(request, 'Mary Jackson');
  await openSignedIn(page, learner);
  await page.goto(LESSON);
  const player = main(page).getByRole('region', {
    name: 'Lesson video: Introduction - What Is Programming?',
  });
  await expect(player).toBeVisible();

  // The player is built only when asked for; then it plays at once, keyboard focus on its play/pause button.
  const playVideo = player.getByRole('button', { name: 'Play video: Introduction - What Is Programming?' });
  await expect(playVideo).toBeVisible();
  await expect(player.locator('media-controller')).toHaveCount(0);
  await playVideo.click();
  const pause = player.getByRole('button', { name: 'pause', exact: true });
  await expect(pause).toBeFocused();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(7);
  await pause.click();
  const stoppedAt = Math.floor(await currentTime(page));

  await page.reload();
  // The choice is on the light screen, before the player is built.
  const choices = player.getByRole('group', { name: 'Where to start the video' });
  const resume = choices.getByRole('button', { name: /^Resume from 0:0\d$/ });
  await expect(resume).toBeVisible();
  const offered = Number((await resume.textContent())?.match(/0:0(\d)/)?.[1]);
  expect(Math.abs(offered - stoppedAt)).toBeLessThanOrEqual(1);
  await expect(choices.getByRole('button', { name: 'Start over' })).toBeVisible();
  await expect(player.locator('media-controller')).toHaveCount(0);
  await resume.click();
  // Resume builds the player, which plays from the offered second without asking again.
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(offered);
  await expect(pause).toBeFocused();
  await expect(main(page).getByRole('button', { name: /^Resume from/ })).toHaveCount(0);

  // Speed: the menu offers 0.75x to 2x and sets the rate.
  await player.getByRole('button', { name: /^Playback rate/ }).click();
  const rates = player.getByRole('menuitemradio');
  await expect(rates).toHaveText(['0.75x', '1x', '1.25x', '1.5x', '1.75x', '2x']);
  await rates.filter({ hasText: '1.5x' }).click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

  // Captions: the English track can be turned on.
  await player.getByRole('button', { name: 'closed captions' }).click();
  await player.getByRole('menuitemradio', { name: 'English' }).click();
  await expect
    .poll(() =>
      video(page).evaluate((v: HTMLVideoElement) =>
        Array.from(v.textTracks).some((track) => track.mode === 'showing' && track.language === 'en'),
      ),
    )
    .toBe(true);
});
