import type { FormEvent, ReactNode, RefObject } from 'react';
import type { WorkshopService } from 'shared-contract';
import { Button, ErrorText, TextArea, TextField, VisuallyHidden } from 'shared-ui';
import {
  firstRefusedField,
  type ApplicationDraft,
  type ApplicationField,
  type FieldError,
} from '../model/application';
import { messagePlaceholders } from '../model/plans';
import { Actions, Note, StepForm, StepHeading } from './ApplicationSteps.styles';

interface StepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
}

interface FormStepProps extends StepProps {
  draft: ApplicationDraft;
  plan: WorkshopService;
  fieldError: FieldError | null;
  onChange: (field: ApplicationField, value: string) => void;
  /** The error of a field clears when it gets focus (spec §5). */
  onFocusField: (field: ApplicationField) => void;
  onNext: (event: FormEvent<HTMLFormElement>, found: FieldError | null) => void;
}

const errorOf = (fieldError: FieldError | null, field: ApplicationField) =>
  fieldError?.field === field ? fieldError.message : undefined;

/** Step 1: name, email, age; missing fields are reported in the spec's order, one at a time. */
export function ApplicantStep({
  headingRef,
  draft,
  plan,
  fieldError,
  onChange,
  onFocusField,
  onNext,
}: FormStepProps) {
  const field = (name: ApplicationField) => ({
    value: draft[name],
    error: errorOf(fieldError, name),
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onFocus: () => onFocusField(name),
  });
  return (
    <StepForm
      noValidate
      onSubmit={(event) => onNext(event, firstRefusedField(draft, 1))}
      aria-labelledby="application-step-1"
    >
      <StepHeading id="application-step-1" ref={headingRef} tabIndex={-1}>
        Step 1<VisuallyHidden> of 4</VisuallyHidden>: About the applicant
      </StepHeading>
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Applicant age" type="number" inputMode="numeric" step={1} {...field('age')} />
      {plan === 'Winter Workshop' && (
        <Note>Applications for the workshop are accepted until December 20th.</Note>
      )}
      <Actions>
        <Button type="submit">Next</Button>
      </Actions>
    </StepForm>
  );
}

interface ExperienceStepProps extends FormStepProps {
  submitting: boolean;
  submitError?: { message: string; detail?: string };
  onBack: () => void;
}

/** Step 2: experience and message (placeholder by plan), Back, and Next that submits the application. */
export function ExperienceStep({
  headingRef,
  draft,
  plan,
  fieldError,
  onChange,
  onFocusField,
  onNext,
  submitting,
  submitError,
  onBack,
}: ExperienceStepProps) {
  const field = (name: ApplicationField) => ({
    value: draft[name],
    error: errorOf(fieldError, name),
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onFocus: () => onFocusField(name),
  });
  return (
    <StepForm
      noValidate
      onSubmit={(event) => onNext(event, firstRefusedField(draft, 2))}
      aria-labelledby="application-step-2"
    >
      <StepHeading id="application-step-2" ref={headingRef} tabIndex={-1}>
        Step 2<VisuallyHidden> of 4</VisuallyHidden>: Experience and motivation
      </StepHeading>
      <TextArea
        label="Prior coding experience"
        placeholder="For example: none yet, some Scratch, a little Python"
        rows={3}
        {...field('experience')}
      />
      <TextArea label="Message" placeholder={messagePlaceholders[plan]} {...field('message')} />
      {submitError && (
        <ErrorText>
          {submitError.message}
          {submitError.detail && (
            <>
              <br />
              {submitError.detail}
            </>
          )}
        </ErrorText>
      )}
      <Actions>
        <Button type="button" variant="ghost" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button type="submit" loading={submitting}>
          Next
        </Button>
      </Actions>
    </StepForm>
  );
}

/** Step 3: book the 15-minute Zoom interview; Choose Time opens the scheduling page and moves on. */
export function InterviewStep({
  headingRef,
  schedulingUrl,
  onChooseTime,
}: StepProps & { schedulingUrl: string; onChooseTime: () => void }) {
  return (
    <StepForm as="div">
      <StepHeading ref={headingRef} tabIndex={-1}>
        Step 3
      </StepHeading>
      <p>
        Your application is in. The next step is a 15-minute Zoom interview with the instructor: pick a time
        that suits you and the applicant.
      </p>
      <Actions>
        <Button as="a" href={schedulingUrl} target="_blank" rel="noopener noreferrer" onClick={onChooseTime}>
          Choose Time
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Button>
      </Actions>
    </StepForm>
  );
}

/** Step 4: the thank-you with a way to start learning now. */
export function ThanksStep({ headingRef, children }: StepProps & { children: ReactNode }) {
  return (
    <StepForm as="div">
      <StepHeading ref={headingRef} tabIndex={-1}>
        Thank you for applying!
      </StepHeading>
      <p>After the interview you will get a short at-home assignment, the last step of the application.</p>
      <p>{children}</p>
    </StepForm>
  );
}
