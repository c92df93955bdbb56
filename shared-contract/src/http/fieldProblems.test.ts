import { describeIssues } from './fields';
import { fieldProblems } from './fieldProblems';
import { newsletterRequest } from './requests';

describe('fieldProblems', () => {
  it("reads each field's reason from the API's refusal, the first one per field", () => {
    const problems = fieldProblems(
      'body/email must be a valid email address; body/age is required; body/age x',
    );
    expect([...problems]).toEqual([
      ['email', 'must be a valid email address'],
      ['age', 'is required'],
    ]);
  });

  it('reads what the contract itself says of a bad field', () => {
    const refused = newsletterRequest.safeParse({ email: 'not-an-address' });
    if (refused.success) throw new Error('expected a refusal');
    expect(fieldProblems(describeIssues(refused.error)).get('email')).toBe('must be a valid email address');
  });

  it('finds nothing in a message that names no field', () => {
    expect(fieldProblems('Too many requests: please wait 42 seconds and try again.').size).toBe(0);
  });
});
