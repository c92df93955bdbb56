import { eventSchemas } from './events/eventSchemas';
import { calls } from './http';
import { formatIssues } from './formatIssues';

function issues(result: { success: boolean; error?: { issues: Parameters<typeof formatIssues>[0] } }) {
  return result.error ? formatIssues(result.error.issues) : '';
}

describe('schemas without a message of their own', () => {
  it("read in zod's English wording, not a bare 'Invalid input'", () => {
    const schema = eventSchemas['checkout:enrollment-started'];
    expect(issues(schema.safeParse({ courseId: '5', courseLink: '' }))).toBe(
      'courseId: Invalid input: expected number, received string; ' +
        'courseLink: Too small: expected string to have >=1 characters',
    );
    expect(issues(schema.safeParse({ courseId: 1.5, courseLink: 'x', extra: 1 }))).toBe(
      'courseId: Invalid input: expected int, received number; (root): Unrecognized key: "extra"',
    );
  });

  it('name a response that breaks the contract in the same words', () => {
    const review = calls.getReviews.body.safeParse([{ Rating: 6 }]);
    expect(issues(review)).toContain('[0].Rating: Too big: expected number to be <=5');
  });
});
