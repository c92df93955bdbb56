import { applicationFailure, applicationPayload, emptyApplication, firstMissingField } from './application';

describe('firstMissingField', () => {
  it('checks step 1 in the order name, email, age', () => {
    const draft = { ...emptyApplication };
    expect(firstMissingField(draft, 1)).toEqual({ field: 'name', message: 'Please fill in your name' });
    draft.name = 'Sam';
    expect(firstMissingField(draft, 1)).toEqual({ field: 'email', message: 'Please fill in your email' });
    draft.email = 'sam@example.com';
    expect(firstMissingField(draft, 1)).toEqual({ field: 'age', message: 'Please fill in your age' });
    draft.age = '14';
    expect(firstMissingField(draft, 1)).toBeNull();
  });

  it('checks step 2 in the order experience, message', () => {
    const draft = { ...emptyApplication, name: 'Sam', email: 'sam@example.com', age: '14' };
    expect(firstMissingField(draft, 2)).toEqual({
      field: 'experience',
      message: 'Please fill in your experience',
    });
    draft.experience = 'Scratch';
    expect(firstMissingField(draft, 2)).toEqual({ field: 'message', message: 'Please fill in your message' });
    draft.message = 'I love games';
    expect(firstMissingField(draft, 2)).toBeNull();
  });

  it('treats blank text as missing', () => {
    expect(firstMissingField({ ...emptyApplication, name: '   ' }, 1)?.field).toBe('name');
  });
});

it('builds the payload with trimmed text and the chosen plan', () => {
  expect(
    applicationPayload(
      { name: ' Sam ', email: 'sam@example.com ', age: '14', experience: 'Scratch', message: 'Hi' },
      'Premium VIP',
    ),
  ).toEqual({
    name: 'Sam',
    email: 'sam@example.com',
    age: '14',
    experience: 'Scratch',
    message: 'Hi',
    selectedService: 'Premium VIP',
  });
});

it('names the support address in the failure message', () => {
  expect(applicationFailure('help@example.test')).toBe(
    'Something went wrong, please try again or send an email to help@example.test',
  );
});
