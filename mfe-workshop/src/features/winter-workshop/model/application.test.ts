import {
  applicationFailure,
  applicationPayload,
  emptyApplication,
  firstRefusedField,
  serverFieldError,
  stepOfField,
  type ApplicationField,
} from './application';
import { workshopApplicationRequest } from 'shared-contract';

describe('firstRefusedField', () => {
  it('checks step 1 in the order name, email, age', () => {
    const draft = { ...emptyApplication };
    expect(firstRefusedField(draft, 1)).toEqual({ field: 'name', message: 'Please fill in your name' });
    draft.name = 'Sam';
    expect(firstRefusedField(draft, 1)).toEqual({ field: 'email', message: 'Please fill in your email' });
    draft.email = 'sam@example.com';
    expect(firstRefusedField(draft, 1)).toEqual({ field: 'age', message: 'Please fill in your age' });
    draft.age = '14';
    expect(firstRefusedField(draft, 1)).toBeNull();
  });

  it('checks step 2 in the order experience, message', () => {
    const draft = { ...emptyApplication, name: 'Sam', email: 'sam@example.com', age: '14' };
    expect(firstRefusedField(draft, 2)).toEqual({
      field: 'experience',
      message: 'Please fill in your experience',
    });
    draft.experience = 'Scratch';
    expect(firstRefusedField(draft, 2)).toEqual({ field: 'message', message: 'Please fill in your message' });
    draft.message = 'I love games';
    expect(firstRefusedField(draft, 2)).toBeNull();
  });

  it("refuses, as the API does, an address and an age the application request's rules refuse", () => {
    const draft = { ...emptyApplication, name: 'Sam', email: 'sam@example.c', age: '14' };
    const request = { ...draft, experience: 'Scratch', message: 'Hi', selectedService: 'Winter Workshop' };
    expect(workshopApplicationRequest.safeParse(request).success).toBe(false);
    expect(firstRefusedField(draft, 1)).toEqual({
      field: 'email',
      message: 'Email must be a valid email address',
    });
    expect(
      workshopApplicationRequest.safeParse({ ...request, email: 'sam@example.com', age: '3' }).success,
    ).toBe(false);
    expect(firstRefusedField({ ...draft, email: ' sam@example.com ', age: '3' }, 1)).toEqual({
      field: 'age',
      message: 'Age must be between 5 and 99',
    });
  });

  it('treats blank text as missing', () => {
    expect(firstRefusedField({ ...emptyApplication, name: '   ' }, 1)?.field).toBe('name');
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

describe('serverFieldError', () => {
  it("turns the API's field path into the field and a message without the path", () => {
    expect(serverFieldError('body/email must be a valid email address')).toEqual({
      field: 'email',
      message: 'Email must be a valid email address',
    });
    expect(serverFieldError('body/age must be between 5 and 99')).toEqual({
      field: 'age',
      message: 'Age must be between 5 and 99',
    });
    expect(serverFieldError('body/message must be at most 5000 characters')).toEqual({
      field: 'message',
      message: 'Message must be at most 5000 characters',
    });
  });

  it("names the first refused field in the form's order, with the form's message for an empty one", () => {
    expect(serverFieldError('body/experience is required; body/message must not be empty')).toEqual({
      field: 'experience',
      message: 'Please fill in your experience',
    });
    expect(serverFieldError('body/message must not be empty; body/name must not be empty')).toEqual({
      field: 'name',
      message: 'Please fill in your name',
    });
  });

  it('names no field for a reason about anything else', () => {
    expect(serverFieldError('body/selectedService must be one of Winter Workshop, Premium VIP')).toBeNull();
    expect(serverFieldError('body/constructor must not be empty')).toBeNull();
    expect(serverFieldError('Too many requests, please try again later.')).toBeNull();
  });
});

it('puts name, email and age on step 1 and experience and message on step 2', () => {
  const fields: ApplicationField[] = ['name', 'email', 'age', 'experience', 'message'];
  expect(fields.map(stepOfField)).toEqual([1, 1, 1, 2, 2]);
});
