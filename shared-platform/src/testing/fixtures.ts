import type { CourseWire } from 'shared-contract';

/** A course as GET /courses serves it; link and name follow the CourseID unless given. */
export function courseWire(overrides: Partial<CourseWire> = {}): CourseWire {
  const id = overrides.CourseID ?? 1;
  return {
    CourseID: id,
    CourseLink: `course-${id}`,
    CourseName: `Course ${id}`,
    CourseDescription: 'Learn.',
    CourseImage: '/img.svg',
    Price: 10,
    OfferPrice: null,
    Level: 'Beginner',
    CourseDuration: { Hours: 1, Minutes: 0 },
    Students: 0,
    Categories: ['Python'],
    CourseChapters: '[1]',
    Receivables: {},
    ...overrides,
  };
}
