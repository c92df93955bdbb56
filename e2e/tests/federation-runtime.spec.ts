import { expect, test } from '../fixtures';
import { main } from '../support/layout';
import { scrollToTheEnd } from '../support/scrolling';

interface RuntimeFacts {
  instances: string[];
  runtimeClasses: number;
  providedBy: string | null;
}

/** What the page's federation instances run on: their names, how many runtime classes, who provided it. */
function readRuntimeFacts(): RuntimeFacts {
  const scope = globalThis as unknown as {
    __FEDERATION__?: { __INSTANCES__?: { name: string; constructor: unknown }[] };
    _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
  };
  const instances = scope.__FEDERATION__?.__INSTANCES__ ?? [];
  return {
    instances: instances.map((instance) => instance.name),
    runtimeClasses: new Set(instances.map((instance) => instance.constructor)).size,
    providedBy: scope._FEDERATION_RUNTIME_CORE_FROM?.name ?? null,
  };
}

test("a remote runs on the shell's federation runtime instead of shipping its own", async ({ page }) => {
  await page.goto('/courses');
  await expect(main(page).getByRole('list', { name: 'Courses' }).getByRole('article').first()).toBeVisible();

  const facts = await page.evaluate(readRuntimeFacts);
  expect(facts.instances).toEqual(expect.arrayContaining(['shell', 'catalog']));
  expect(facts.providedBy, 'the shell provides the runtime').toBe('shell');
  expect(facts.runtimeClasses, 'every instance is built by the one runtime').toBe(1);
});

test("a remote page's styled components arrive with its code, drawing on the shell's theme", async ({
  page,
}) => {
  await page.goto('/course/python-programming-masterclass');
  const band = main(page).locator('section[aria-labelledby="course-title"]');
  await expect(band.getByRole('heading', { level: 1 })).toBeVisible();
  const style = await band.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { paddingTop: computed.paddingTop, background: computed.backgroundColor };
  });
  // CourseHeader.styles.ts: padding theme.space.xxl (3rem), background theme.colors.surface (#f5f8fc).
  expect(style).toEqual({ paddingTop: '48px', background: 'rgb(245, 248, 252)' });
});

test("a remote's styled(Card) beats shared-ui's rule, which beats a base rule, whatever loaded first", async ({
  page,
}) => {
  // index.html's base rules are in `@layer base`; styled components are unlayered, a remote's inserted after the
  // shared-ui component it extends.
  await page.goto('/');
  // Button (shared-ui, as a router link): its white text beats base.css's `a { color }`.
  const start = main(page).getByRole('link', { name: 'Get Started Now' });
  await expect(start).toBeVisible();
  expect(await start.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
  const team = main(page).getByRole('region', { name: 'Meet the Team' });
  // Home's lower regions load as the visitor scrolls near them.
  await scrollToTheEnd(page);
  await expect(team).toBeAttached();
  const card = team.getByRole('article').first();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  // StaffList.styles.ts's person card (the catalog's, loaded last) makes shared-ui's Card (display: flex) a grid.
  expect(await card.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
});
