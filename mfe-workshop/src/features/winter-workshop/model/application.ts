import {
  builtSchema,
  fieldProblems,
  workshopApplicationRequest,
  type WorkshopService,
} from 'shared-contract';
import * as z from 'shared-contract/zod';

/** The application overlay's form (spec §2, §4, §5). */
export interface ApplicationDraft {
  name: string;
  email: string;
  age: string;
  experience: string;
  message: string;
}

export type ApplicationField = keyof ApplicationDraft;
export type ApplicationStep = 1 | 2 | 3 | 4;

export const emptyApplication: ApplicationDraft = {
  name: '',
  email: '',
  age: '',
  experience: '',
  message: '',
};

export const applicationMessages = {
  name: 'Please fill in your name',
  email: 'Please fill in your email',
  age: 'Please fill in your age',
  experience: 'Please fill in your experience',
  message: 'Please fill in your message',
} as const satisfies Record<ApplicationField, string>;

const stepFields: Record<1 | 2, readonly ApplicationField[]> = {
  1: ['name', 'email', 'age'],
  2: ['experience', 'message'],
};

export interface FieldError {
  field: ApplicationField;
  message: string;
}

/** The step a field is on. */
export const stepOfField = (field: ApplicationField): 1 | 2 => (stepFields[1].includes(field) ? 1 : 2);

const fieldNames: Record<ApplicationField, string> = {
  name: 'Name',
  email: 'Email',
  age: 'Age',
  experience: 'Experience',
  message: 'Message',
};

/** A refused field with a message for the applicant: the spec's for an empty one, else the contract's reason. */
function fieldError(field: ApplicationField, problem: string, blank: boolean): FieldError {
  return { field, message: blank ? applicationMessages[field] : `${fieldNames[field]} ${problem}` };
}

const trimmed = (draft: ApplicationDraft): ApplicationDraft => ({
  name: draft.name.trim(),
  email: draft.email.trim(),
  age: draft.age.trim(),
  experience: draft.experience.trim(),
  message: draft.message.trim(),
});

/** Each step checked by the application request's own rules for its fields. */
const stepRules = {
  1: z.pick(builtSchema(workshopApplicationRequest), { name: true, email: true, age: true }),
  2: z.pick(builtSchema(workshopApplicationRequest), { experience: true, message: true }),
};

/**
 * The first field of a step the API would refuse, checked in the spec's order (name, email, age; experience,
 * message) with the request's own rules, so the applicant hears it before sending; null when the step passes.
 */
export function firstRefusedField(draft: ApplicationDraft, step: 1 | 2): FieldError | null {
  const result = stepRules[step].safeParse(trimmed(draft));
  if (result.success) return null;
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  const field = stepFields[step].find((candidate) => problems.has(candidate));
  return field ? fieldError(field, problems.get(field) ?? '', draft[field].trim() === '') : null;
}

const formOrder: readonly ApplicationField[] = [...stepFields[1], ...stepFields[2]];

/**
 * The first field, in the form's order, that the API refused the application for, with a message for the
 * applicant ('body/email must be a valid email address' becomes 'Email must be a valid email address');
 * null when the reason names no field of the form. An empty field gets the form's own message.
 */
export function serverFieldError(reason: string): FieldError | null {
  const problems = fieldProblems(reason);
  const field = formOrder.find((candidate) => problems.has(candidate));
  if (!field) return null;
  const problem = problems.get(field) ?? '';
  return fieldError(field, problem, problem === 'is required' || problem === 'must not be empty');
}

export function applicationFailure(supportEmail: string): string {
  return `Something went wrong, please try again or send an email to ${supportEmail}`;
}

/** What POST /winter-workshop receives. */
export function applicationPayload(draft: ApplicationDraft, selectedService: WorkshopService) {
  return { ...trimmed(draft), selectedService };
}
