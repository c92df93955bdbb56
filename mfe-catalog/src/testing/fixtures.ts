import type { CourseWire, WireBodyOf } from 'shared-contract';

type ReviewWire = WireBodyOf<'getReviews'>[number];

export function courseFixture(overrides: Partial<CourseWire>): CourseWire {
  return {
    CourseID: 2,
    CourseLink: 'introduction-to-python',
    CourseName: 'Introduction to Python',
    CourseDescription: 'Variables, loops and functions, one small step at a time.',
    CourseImage: '/images/courses/introduction-to-python.svg',
    Price: 99,
    OfferPrice: 49,
    Level: 'Beginner',
    CourseDuration: { Hours: 5, Minutes: 30 },
    Students: 1200,
    Categories: ['Python'],
    CourseChapters: '[3]',
    Receivables: {},
    ...overrides,
  };
}

export function reviewFixture(n: number, overrides: Partial<ReviewWire> = {}): ReviewWire {
  return {
    ReviewID: `review-${n}`,
    CourseID: 2,
    Rating: 5,
    Title: `Review title ${n}`,
    Comment: `Comment ${n}`,
    UserName: `Reviewer ${n}`,
    Timestamp: new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString(),
    ...overrides,
  };
}
