import type { CourseWire } from 'shared-contract';

export function course(overrides: Partial<CourseWire> = {}): CourseWire {
  return {
    CourseID: 5,
    CourseLink: 'python-programming-masterclass',
    CourseName: 'Python Programming Masterclass',
    CourseDescription: 'Everything from variables to web apps.',
    CourseImage: 'https://example.test/masterclass.png',
    Price: 99,
    OfferPrice: 49,
    Level: 'Beginner',
    CourseDuration: { Hours: 20, Minutes: 0 },
    Students: 1000,
    Categories: ['Python'],
    CourseChapters: '[3,4]',
    Receivables: {},
    ...overrides,
  };
}

export const FREE_TRIAL = course({
  CourseID: 1,
  CourseLink: 'free-trial',
  CourseName: 'Free Trial',
  Price: 0,
  OfferPrice: null,
  CourseChapters: '[1,2]',
});

export const COURSES = [FREE_TRIAL, course()];
