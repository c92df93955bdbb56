import { fieldProblems, type WorkshopService } from 'shared-contract';

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

/** The first missing field of a step, checked in the spec's order; null when the step is complete. */
export function firstMissingField(draft: ApplicationDraft, step: 1 | 2): FieldError | null {
  const field = stepFields[step].find((candidate) => draft[candidate].trim() === '');
  return field ? { field, message: applicationMessages[field] } : null;
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
  const empty = problem === 'is required' || problem === 'must not be empty';
  return { field, message: empty ? applicationMessages[field] : `${fieldNames[field]} ${problem}` };
}

export function applicationFailure(supportEmail: string): string {
  return `Something went wrong, please try again or send an email to ${supportEmail}`;
}

/** What POST /winter-workshop receives. */
export function applicationPayload(draft: ApplicationDraft, selectedService: WorkshopService) {
  return {
    name: draft.name.trim(),
    age: draft.age.trim(),
    email: draft.email.trim(),
    experience: draft.experience.trim(),
    message: draft.message.trim(),
    selectedService,
  };
}
