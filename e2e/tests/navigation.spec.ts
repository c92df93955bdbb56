import { REMOTE_ROUTES } from '../../scripts/lib/remotes.mjs';
import { expect, test, type Page } from '../fixtures';
import { fetchCourses, fetchFirstPostLink } from '../support/api';
import { fallbacks, footer, header, main, SITE_NAME } from '../support/layout';

async function expectShellFrame(page: Page): Promise<void> {
  await expect(header(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(footer(page)).toBeVisible();
}

test('the home page renders inside the header and footer, with no region unavailable', async ({ page }) => {
  await page.goto('/');
  await expectShellFrame(page);
  await expect(main(page)).not.toBeEmpty();
  await expect(page).toHaveTitle(new RegExp(`${SITE_NAME}$`));
  await expect(fallbacks(page)).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');
  await expect(main(page).getByText("You weren't meant to see this...")).toBeVisible();
  await expect(
    main(page)
      .getByRole('link', { name: 'Go Back Home' })
      .or(main(page).getByRole('button', { name: 'Go Back Home' })),
  ).toBeVisible();
  await expectShellFrame(page);
});

for (const route of REMOTE_ROUTES) {
  test(`${route.path} renders the ${route.remote} remote's ${route.module} without the fallback`, async ({
    page,
    request,
  }) => {
    // Real ids: the free-trial course (chapter 1, lesson 1) and the newest blog post.
    const freeTrial = (await fetchCourses(request)).find((course) => course.CourseID === 1);
    if (!freeTrial) throw new Error('the API has no free-trial course (CourseID 1)');
    const params: Record<string, string> = {
      courseLink: freeTrial.CourseLink,
      chapterId: '1',
      lessonId: '1',
      ...(route.path.includes(':postLink') ? { postLink: await fetchFirstPostLink(request) } : {}),
    };
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name);

    await page.goto(path);
    await expectShellFrame(page);
    await expect(main(page).getByRole('heading').first()).toBeVisible();
    await expect(fallbacks(page)).toHaveCount(0);
  });
}
