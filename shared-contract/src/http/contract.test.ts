import {
  calls,
  decodeBody,
  describeIssues,
  errorEnvelope,
  EXERCISE_CODE_MAX_BYTES,
  utf8ByteLength,
  type CallName,
} from './index';

function problems(name: CallName, payload: unknown): string {
  const schema = calls[name].request;
  if (!schema) throw new Error(`${name} takes no payload`);
  const result = schema.safeParse(payload);
  return result.success ? '' : describeIssues(result.error);
}

const wireCourse = {
  CourseID: 1,
  CourseLink: 'free-trial',
  CourseName: 'Free Trial',
  CourseDescription: 'Start here.',
  CourseImage: '/images/courses/free-trial.svg',
  Price: 0,
  OfferPrice: null,
  Level: 'Beginner',
  CourseDuration: { Hours: 2, Minutes: 30 },
  Students: 10,
  Categories: ['Python'],
  CourseChapters: '[1,2]',
  Receivables: { Certificate: 'On completion' },
};

const envelope = (body: unknown) => ({ statusCode: 200, body: JSON.stringify(body) });

describe('the HTTP contract', () => {
  it('registers every call of both specs under the stage-relative path and method', () => {
    // The specs' 23 calls, a learner's own review, the newsletter's confirmation (double opt-in) and the
    // four exercise calls of Run & Check (the server's check among them), the eleven family calls (the switcher's
    // list, the password's parent check and a child's programs among them), two certificate calls, two streak calls
    // and the two video-position calls; the GET twins of four public reads, which a CDN can keep; and every
    // course's rating in one read for the course cards; and the two sign-outs at the API (this session's, and the
    // others' after a password reset).
    expect(Object.keys(calls)).toHaveLength(53);
    expect(calls.signOut).toMatchObject({ method: 'POST', path: '/user/sign-out', request: null });
    expect(calls.getCourseRatings).toMatchObject({
      method: 'GET',
      path: '/course/review/ratings',
      request: null,
    });
    expect(calls.readReviews).toMatchObject({ method: 'GET', path: '/course/review/all' });
    expect(calls.saveVideoPosition).toMatchObject({ method: 'PUT', path: '/lesson/video-position' });
    expect(calls.saveExerciseAttempt).toMatchObject({ method: 'POST', path: '/exercise/attempt' });
    expect(calls.checkExercise).toMatchObject({ method: 'POST', path: '/exercise/check' });
    expect(calls.confirmNewsletter).toMatchObject({ method: 'POST', path: '/newsletter/confirm' });
    expect(calls.getCourses).toMatchObject({ method: 'GET', path: '/courses', request: null });
    expect(calls.updateUserData).toMatchObject({ method: 'PUT', path: '/user/data' });
    expect(calls.registerUserData).toMatchObject({ method: 'POST', path: '/user/data' });
    expect(calls.applyWinterWorkshop.path).toBe('/winter-workshop');
  });

  it('parses CourseChapters from its JSON-string wire form', () => {
    const body = decodeBody('getCourses', envelope({ Courses: [wireCourse] }));
    expect(body.Courses[0]?.CourseChapters).toEqual([1, 2]);
  });

  it('accepts ChapterLessons either as a JSON string or as a list', () => {
    const body = decodeBody(
      'getChapters',
      envelope({
        Chapters: [
          { ChapterID: 1, ChapterName: 'Getting Started', ChapterLessons: '[1,2,3]' },
          { ChapterID: 2, ChapterName: 'Variables', ChapterLessons: [4, 5] },
        ],
      }),
    );
    expect(body.Chapters.map((chapter) => chapter.ChapterLessons)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('rejects a response that breaks the contract with the path of the problem', () => {
    expect(() =>
      decodeBody('getCourses', envelope({ Courses: [{ ...wireCourse, CourseChapters: '[1,' }] })),
    ).toThrow('getCourses: response/body/Courses/0/CourseChapters must be a JSON array of integers');
    expect(() => decodeBody('getCourses', { statusCode: 200, body: 'not json' })).toThrow(
      'response/body is not a JSON string',
    );
  });

  it('names the field and the problem in request validation messages', () => {
    expect(problems('getChapters', { ChapterIDs: 'x' })).toBe('body/ChapterIDs must be an array of integers');
    expect(problems('getChapters', {})).toBe('body/ChapterIDs is required');
    expect(problems('getChapters', { ChapterIDs: [3, 3] })).toBe('body/ChapterIDs must not repeat an id');
    expect(problems('getChapters', { ChapterIDs: [1, 'two'] })).toBe(
      'body/ChapterIDs/1 must be a positive integer',
    );
    expect(problems('getChapters', null)).toBe('body must be a JSON object');
  });

  it('limits a lesson-name batch to 100 ids', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    expect(problems('getLessonNames', { LessonIDs: ids(100) })).toBe('');
    expect(problems('getLessonNames', { LessonIDs: ids(101) })).toBe(
      'body/LessonIDs must hold at most 100 ids',
    );
  });

  it('limits a chapter batch to 100 ids and a billing field to its length', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    expect(problems('getChapters', { ChapterIDs: ids(100) })).toBe('');
    expect(problems('getChapters', { ChapterIDs: ids(32_767) })).toBe(
      'body/ChapterIDs must hold at most 100 ids',
    );
    expect(problems('createPaymentLink', { City: 'c'.repeat(101) })).toContain(
      'body/City must be at most 100 characters',
    );
  });

  it("enforces the comment limits of 50 and 500 characters with the comment form's own messages", () => {
    expect(problems('postComment', { PostID: '1', Name: 'n'.repeat(51), Message: 'm'.repeat(501) })).toBe(
      'Name must be less than 50 characters.; Comment must be less than 500 characters.',
    );
    expect(problems('postComment', { PostID: '1', Name: ' ', Message: 'm'.repeat(500) })).toBe(
      'Please fill in your name to comment',
    );
    expect(problems('postComment', { PostID: '1', Name: 'Ann', Message: 42 })).toBe(
      "You can't post an empty comment.",
    );
    expect(
      problems('postComment', { PostID: '1', Name: ' '.repeat(3) + 'n'.repeat(50), Message: 'ok' }),
    ).toBe('');
  });

  it('accepts a workshop application with the age as typed into a number field', () => {
    const application = {
      name: 'Maya',
      age: '14',
      email: 'maya@example.com',
      experience: 'Scratch',
      message: 'Hi',
      selectedService: 'Winter Workshop',
    };
    const parsed = calls.applyWinterWorkshop.request.parse(application);
    expect(parsed.age).toBe(14);
    expect(problems('applyWinterWorkshop', { ...application, selectedService: 'Other' })).toBe(
      'body/selectedService must be one of Winter Workshop, Premium VIP',
    );
  });

  it('uses the spec field casing for coupon and enrolment calls', () => {
    expect(problems('validateCoupon', { coupon_code: ' PY30NOW ' })).toBe('');
    expect(problems('enrollWithCoupon', { user_id: 'u1', coupon_code: 'TRIALCOMPLETE', course_id: 5 })).toBe(
      '',
    );
    expect(problems('getCompletedSteps', { UserID: 'u1', CourseID: 1 })).toBe('');
  });

  it("limits an exercise attempt's code to 64 KB of UTF-8, counting every character's bytes", () => {
    expect(['a', 'é', '€', '😀', '\ud800'].map(utf8ByteLength)).toEqual([1, 2, 3, 4, 3]);
    const attempt = (Code: string) => ({
      UserID: 'u-1',
      CourseID: 1,
      LessonID: 8,
      Code,
      Result: 'draft',
      HintsUsed: 0,
    });
    expect(problems('saveExerciseAttempt', attempt('é'.repeat(EXERCISE_CODE_MAX_BYTES / 2)))).toBe('');
    expect(problems('saveExerciseAttempt', attempt(`${'é'.repeat(EXERCISE_CODE_MAX_BYTES / 2)}a`))).toBe(
      'body/Code must be at most 65536 bytes (64 KB) as UTF-8',
    );
    expect(problems('saveExerciseAttempt', undefined)).toBe('body is required (send a JSON object)');
  });

  it('describes the error envelope clients read the message from', () => {
    expect(
      errorEnvelope.safeParse({ statusCode: 400, error: 'Bad Request', message: 'body/x is required' })
        .success,
    ).toBe(true);
  });
});
