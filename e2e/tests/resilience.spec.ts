import { auditPart, expect, test, type Page } from '../fixtures';
import { fallbacks, footer, header, main } from '../support/layout';
import { DEMO_LEARNER, newLearner, signIn, openSignedIn } from '../support/learners';
import { markWindow, navigateInApp, readWindowMarker } from '../support/navigation';
import { remoteOrigin, startService, stopService, type RemoteName } from '../support/stack';

interface RemoteCase {
  remote: RemoteName;
  /** A page the remote owns, and its level-1 heading once the remote renders it. */
  page: string;
  heading: RegExp;
  /** A page of another remote, which must keep working while this one is down. */
  otherPage: string;
  otherHeading: RegExp;
  /** The page is for signed-in learners only (others are asked to sign in or sent home). */
  signedIn?: boolean;
}

const CATALOG = { page: '/courses', heading: /courses/i };
const COMMUNITY = { page: '/contact', heading: /contact/i };

const CASES: RemoteCase[] = [
  { remote: 'catalog', ...CATALOG, otherPage: COMMUNITY.page, otherHeading: COMMUNITY.heading },
  {
    remote: 'learning',
    page: '/course/free-trial/chapter/2/completedFreeTrial',
    heading: /free trial/i,
    signedIn: true,
    otherPage: CATALOG.page,
    otherHeading: CATALOG.heading,
  },
  {
    remote: 'checkout',
    page: '/cancel-enrollment',
    heading: /cancel enrollment/i,
    otherPage: CATALOG.page,
    otherHeading: CATALOG.heading,
  },
  { remote: 'community', ...COMMUNITY, otherPage: CATALOG.page, otherHeading: CATALOG.heading },
  {
    remote: 'workshop',
    page: '/math-exercises/multiplication-table',
    heading: /multiplication/i,
    otherPage: CATALOG.page,
    otherHeading: CATALOG.heading,
  },
  {
    remote: 'account',
    page: '/my-profile',
    heading: /profile/i,
    signedIn: true,
    otherPage: CATALOG.page,
    otherHeading: CATALOG.heading,
  },
];

const pageHeading = (page: Page, name: RegExp) => main(page).getByRole('heading', { level: 1, name });
/** The site-wide newsletter region (community), mounted on every page once the page is idle. */
const newsletter = (page: Page) => page.getByRole('complementary', { name: 'Newsletter offer' });

/** The shell's frame still works: header links, footer, and no fallback outside the route's region. */
async function expectFrameWorks(page: Page): Promise<void> {
  await expect(header(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  await expect(footer(page)).toContainText('2024');
  await expect(fallbacks(header(page))).toHaveCount(0);
  await expect(fallbacks(footer(page))).toHaveCount(0);
}

/**
 * This remote's page shows the fallback in its region only; the header and footer are untouched. With
 * community down, the newsletter region (also community's) may show its own compact fallback as well.
 */
async function expectPageUnavailable(page: Page, remoteCase: RemoteCase): Promise<void> {
  await expect(fallbacks(main(page))).toHaveCount(1);
  await expect(fallbacks(main(page)).getByRole('button', { name: 'Retry' })).toBeVisible();
  // It stands for the page, so its title is the page's level-one heading.
  await expect(fallbacks(main(page)).getByRole('heading', { level: 1 })).toBeVisible();
  // The newsletter's fallback may appear at any moment, so the fallbacks outside it are counted, until stable.
  const outsideNewsletter = async () =>
    (await fallbacks(page).count()) -
    (remoteCase.remote === 'community' ? await fallbacks(newsletter(page)).count() : 0);
  await expect.poll(outsideNewsletter).toBe(1);
  await expect(pageHeading(page, remoteCase.heading)).toHaveCount(0);
  await expectFrameWorks(page);
}

for (const remoteCase of CASES) {
  test(`with ${remoteCase.remote} down, ${remoteCase.page} shows the fallback in its region only and Retry recovers it without a reload`, async ({
    page,
  }) => {
    const { remote } = remoteCase;
    await page.goto(remoteCase.otherPage);
    await expect(pageHeading(page, remoteCase.otherHeading)).toBeVisible();
    if (remoteCase.signedIn) await signIn(page, DEMO_LEARNER);
    // The newsletter offer has loaded (two remote regions on the page from now on).
    await expect(
      newsletter(page)
        .getByRole('button', { name: /Get 30% Off Now!|Dismiss/ })
        .first(),
    ).toBeAttached();

    await stopService(remote);
    let stopped = true;
    try {
      // Client-side navigation from a working page to the unavailable one.
      await navigateInApp(page, remoteCase.page);
      await expectPageUnavailable(page, remoteCase);

      // Another remote's page keeps working meanwhile.
      await navigateInApp(page, remoteCase.otherPage);
      await expect(pageHeading(page, remoteCase.otherHeading)).toBeVisible();
      await expect(fallbacks(main(page))).toHaveCount(0);
      // With community down the newsletter offer's lazily loaded dialog may fail too, in its own region.
      if (remote !== 'community') await expect(fallbacks(page)).toHaveCount(0);
      await expectFrameWorks(page);

      // A fresh load of the unavailable page degrades the same way.
      await page.goto(remoteCase.page);
      await expectPageUnavailable(page, remoteCase);
      if (remote === 'community') {
        // The newsletter region fails on its own, compactly, without hiding the page.
        await expect(fallbacks(newsletter(page))).toHaveCount(1);
        await expect(fallbacks(main(page))).toHaveCount(1);
      }

      await markWindow(page, `before-retry-${remote}`);
      await startService(remote);
      stopped = false;
      await fallbacks(main(page)).getByRole('button', { name: 'Retry' }).click();
      await expect(pageHeading(page, remoteCase.heading)).toBeVisible();
      if (remote === 'community') {
        await fallbacks(newsletter(page)).getByRole('button', { name: 'Retry' }).click();
        await expect(
          newsletter(page)
            .getByRole('button', { name: /Get 30% Off Now!|Dismiss/ })
            .first(),
        ).toBeAttached();
      }
      await expect(fallbacks(page)).toHaveCount(0);
      expect(await readWindowMarker(page), 'Retry recovered the region without reloading the page').toBe(
        `before-retry-${remote}`,
      );
      expect(new URL(page.url()).pathname).toBe(remoteCase.page);
    } finally {
      if (stopped) await startService(remote);
    }
  });
}

test("when the site's start-up code does not arrive, the page says so instead of staying blank, and Try again starts the site", async ({
  page,
}) => {
  const bootstrapChunk = /\/bootstrap\.[0-9a-f]+\.js$/;
  let dropped = 0;
  await page.route(bootstrapChunk, (route) => {
    dropped += 1;
    return route.abort('connectionfailed');
  });
  await page.goto(CATALOG.page);
  const alert = main(page).getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'The site could not start' })).toBeVisible();
  await expect(alert).toContainText(
    'Part of the site did not arrive. Check your connection, then try again.',
  );
  expect(dropped).toBeGreaterThan(0);

  await page.unroute(bootstrapChunk);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: CATALOG.heading })).toBeVisible();
});

test("a lesson's video player whose code does not arrive says so in its place, the lesson stays, and Try again loads it", async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Grace Player');
  await openSignedIn(page, learner);
  // The pointer over the video's screen would load the player's code before Play is pressed.
  await page.mouse.move(0, 0);
  await page.goto('/course/free-trial/chapter/1/lesson/2');
  const player = main(page).getByRole('region', {
    name: 'Lesson video: Introduction - What Is Programming?',
  });
  const playVideo = player.getByRole('button', { name: 'Play video: Introduction - What Is Programming?' });
  await expect(playVideo).toBeVisible();

  // From here on no code of the learning remote arrives: the player is a chunk of its own, asked for on Play.
  const learningCode = (url: URL): boolean =>
    url.origin === remoteOrigin('learning') && url.pathname.endsWith('.js');
  let dropped = 0;
  await page.route(learningCode, (route) => {
    dropped += 1;
    return route.abort('connectionfailed');
  });
  await playVideo.click();
  await expect(player.getByRole('alert')).toHaveText(
    'The video player did not arrive. Check your connection, then try again.',
  );
  expect(dropped).toBeGreaterThan(0);
  // Only the player's place says so: the lesson is still there to read.
  await expect(main(page).getByText(/^A program is a list of instructions/)).toBeVisible();
  await expect(fallbacks(page)).toHaveCount(0);
  expect(await auditPart(page, '[role="region"][aria-label^="Lesson video"]')).toEqual([]);

  await page.unroute(learningCode);
  await player.getByRole('button', { name: 'Try again' }).click();
  await expect(player.getByRole('button', { name: 'pause', exact: true })).toBeFocused();
});
