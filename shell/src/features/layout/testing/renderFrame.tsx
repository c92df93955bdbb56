import type { ReactElement } from 'react';
import { configureApi } from 'shared-events';
import { apiAnswer, server, TEST_API_BASE } from 'shared-events/testing';
import { fakeAuthClient, renderAuth, setTestConfig } from '../../auth/testing';

/** Courses as GET /courses serves them, deliberately out of CourseID order. */
export const COURSES = [
  { id: 3, link: 'python-advanced', name: 'Python Advanced' },
  { id: 1, link: 'free-trial', name: 'Free Trial' },
  { id: 5, link: 'python-programming-masterclass', name: 'Python Programming Masterclass' },
].map(({ id, link, name }) => ({
  CourseID: id,
  CourseLink: link,
  CourseName: name,
  CourseDescription: `${name} description`,
  CourseImage: `/images/courses/${link}.svg`,
  Price: 100,
  OfferPrice: 50,
  Level: 'Beginner',
  CourseDuration: { Hours: 1, Minutes: 0 },
  Students: 10,
  Categories: ['Python'],
  CourseChapters: '[1]',
  Receivables: {},
}));

/** Renders part of the site frame (header, footer) with the store, router, auth and the course list. */
export function renderFrame(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  setTestConfig();
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: async () => null });
  server.use(apiAnswer('getCourses', { Courses: COURSES }));
  const { client } = fakeAuthClient();
  return renderAuth(ui, { auth: client, route });
}
