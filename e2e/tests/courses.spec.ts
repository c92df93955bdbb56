import { expect, test } from '../fixtures';
import { fetchCourses } from '../support/api';
import { fallbacks, footer, header, main, SITE_NAME } from '../support/layout';
import { remoteOrigin } from '../support/stack';

test('/courses lists the five seeded courses, rendered by mfe-catalog loaded from its own origin', async ({
  page,
  request,
}) => {
  const courses = await fetchCourses(request);
  expect(courses.map((course) => course.CourseID)).toEqual([1, 2, 3, 4, 5]);

  const catalogOrigin = remoteOrigin('catalog');
  const fromCatalog: string[] = [];
  page.on('requestfinished', (finished) => {
    if (new URL(finished.url()).origin === catalogOrigin) fromCatalog.push(new URL(finished.url()).pathname);
  });

  await page.goto('/courses');

  const list = main(page).getByRole('list', { name: 'Courses' });
  for (const course of courses) {
    await expect(list.getByRole('heading', { name: course.CourseName, exact: true })).toBeVisible();
  }
  await expect(list.getByRole('article')).toHaveCount(courses.length);
  await expect(fallbacks(page)).toHaveCount(0);

  expect(fromCatalog, 'the catalog manifest is fetched from the catalog origin').toContain(
    '/mf-manifest.json',
  );
  expect(
    fromCatalog.filter((path) => path.endsWith('.js')),
    'the catalog code is fetched from the catalog origin',
  ).not.toHaveLength(0);

  await expect(header(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(footer(page)).toContainText('2024');
  await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${SITE_NAME}$`));
});
