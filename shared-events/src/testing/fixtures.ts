import type { CourseWire, ProfileData } from 'shared-contract';

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

/** Ada's user record as the API keeps it (POST /user/data); fields as given in `overrides`. */
export function profileData(overrides: Partial<ProfileData> = {}): ProfileData {
  return {
    UserID: 'u-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    userName: 'ada',
    userEmail: 'ada@example.com',
    publicProfile: false,
    LFG: false,
    klaviyoProfileID: null,
    referralLink: 'None',
    ...overrides,
  };
}

/** A child profile as the device keeps it while the child learns (the family tests' Mia). */
export const childMia = {
  profileId: '11111111-1111-4111-8111-111111111111',
  name: 'Mia',
  avatar: 'fox',
} as const;
