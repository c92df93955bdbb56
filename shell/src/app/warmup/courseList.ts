// What the head script reads of the early courses response (warmUpPage.ts, lessonRequest.ts), without the
// contract's schemas: hints only, so anything unexpected reads as nothing.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The course list of a courses response (its envelope's body's Courses); empty if unreadable. */
export async function courseList(courses: Promise<Response>): Promise<unknown[]> {
  const response = await courses;
  if (!response.ok) return [];
  const envelope: unknown = await response.json();
  const body =
    isRecord(envelope) && typeof envelope.body === 'string' ? JSON.parse(envelope.body) : undefined;
  return isRecord(body) && Array.isArray(body.Courses) ? body.Courses : [];
}

/** The course a `/course/:courseLink/…` path names, if the list has it. */
export function courseOfPath(list: unknown[], pathname: string): Record<string, unknown> | undefined {
  const link = decodeURIComponent(pathname.split('/').filter(Boolean)[1] ?? '');
  const course = list.find((entry) => isRecord(entry) && entry.CourseLink === link);
  return isRecord(course) ? course : undefined;
}
