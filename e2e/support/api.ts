import type { APIRequestContext } from '@playwright/test';
import { API_BASE_URL } from './stack';

export interface SeededCourse {
  CourseID: number;
  CourseName: string;
  CourseLink: string;
}

/** The catalogue as the API serves it (success envelope with a JSON-string body), sorted by CourseID. */
export async function fetchCourses(request: APIRequestContext): Promise<SeededCourse[]> {
  const response = await request.get(`${API_BASE_URL}/courses`);
  if (!response.ok()) throw new Error(`GET /courses: HTTP ${response.status()}`);
  const envelope = (await response.json()) as { statusCode: number; body: string };
  const { Courses } = JSON.parse(envelope.body) as { Courses: SeededCourse[] };
  return [...Courses].sort((a, b) => a.CourseID - b.CourseID);
}

async function callApi<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`${API_BASE_URL}${path}`, { data });
  if (!response.ok()) throw new Error(`POST ${path}: HTTP ${response.status()} ${await response.text()}`);
  const envelope = (await response.json()) as { statusCode: number; body: string };
  return JSON.parse(envelope.body) as T;
}

/** The link of the newest blog post (first page of the blog list). */
export async function fetchFirstPostLink(request: APIRequestContext): Promise<string> {
  const { items } = await callApi<{ items: { link: string }[] }>(request, '/blog/fetch-posts/metadata', {
    lastEvaluatedKey: null,
  });
  const [first] = items;
  if (!first) throw new Error('the API has no blog posts');
  return first.link;
}
