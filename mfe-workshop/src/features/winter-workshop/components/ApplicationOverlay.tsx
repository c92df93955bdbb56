import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage, useRuntimeConfig } from 'shared-events';
import type { WorkshopService } from 'shared-contract';
import { Modal } from 'shared-ui';
import { APPLICATION_FALLBACK, useWorkshopApplyWinterWorkshopMutation } from '../api/applicationApi';
import {
  applicationFailure,
  applicationPayload,
  emptyApplication,
  serverFieldError,
  stepOfField,
  type ApplicationDraft,
  type ApplicationStep,
  type FieldError,
} from '../model/application';
import { PlanSelector, PlanSummary } from './PlanSummary';
import { Layout, Side } from './ApplicationOverlay.styles';
import { ApplicantStep, ExperienceStep, InterviewStep, ThanksStep } from './ApplicationSteps';

export interface ApplicationOverlayProps {
  isOpen: boolean;
  plan: WorkshopService;
  onPlanChange: (plan: WorkshopService) => void;
  onClose: () => void;
  /** Where Choose Time sends the applicant to book the interview. */
  schedulingUrl: string;
}

/**
 * The four-step application (spec §2, §4, §5). What was typed survives closing and reopening; a finished
 * application starts afresh the next time.
 */
export function ApplicationOverlay({
  isOpen,
  plan,
  onPlanChange,
  onClose,
  schedulingUrl,
}: ApplicationOverlayProps) {
  const { brand } = useRuntimeConfig();
  const [step, setStep] = useState<ApplicationStep>(1);
  const [draft, setDraft] = useState<ApplicationDraft>(emptyApplication);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [submitError, setSubmitError] = useState<{ message: string; detail?: string }>();
  // Once sent, the application is for the plan it was sent with, whichever Apply Now opens it again.
  const [submittedPlan, setSubmittedPlan] = useState<WorkshopService | null>(null);
  const shownPlan = step > 2 && submittedPlan !== null ? submittedPlan : plan;
  const [apply, { isLoading }] = useWorkshopApplyWinterWorkshopMutation();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);

  useEffect(() => {
    // Moving between steps puts focus on the new step's heading, so it is read out and Tab continues from there.
    if (previousStep.current !== step) stepHeadingRef.current?.focus();
    previousStep.current = step;
  }, [step]);

  const close = () => {
    if (step === 4) {
      setStep(1);
      setDraft(emptyApplication);
      setSubmitError(undefined);
      setSubmittedPlan(null);
    }
    setFieldError(null);
    onClose();
  };

  const change = (field: keyof ApplicationDraft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const clearErrorOf = (field: keyof ApplicationDraft) =>
    setFieldError((current) => (current?.field === field ? null : current));

  const submit = async () => {
    setSubmitError(undefined);
    const result = await apply(applicationPayload(draft, plan));
    if (result.error) {
      const server = apiErrorMessage(result.error, APPLICATION_FALLBACK);
      const status = 'status' in result.error ? result.error.status : undefined;
      const refused = typeof status === 'number' && status >= 400 && status < 500;
      // A refused field is marked where the applicant typed it, with a message free of the API's field path.
      const refusedField = refused ? serverFieldError(server) : null;
      if (refusedField) {
        setFieldError(refusedField);
        setStep(stepOfField(refusedField.field));
        return;
      }
      // Another 4xx in plain words (e.g. too many requests) is added; a request path or a 5xx is not.
      const detail =
        refused && server !== APPLICATION_FALLBACK && !server.includes('body/') ? server : undefined;
      setSubmitError({ message: applicationFailure(brand.supportEmail), detail });
      return;
    }
    setSubmittedPlan(plan);
    setStep(3);
  };

  const next = (event: FormEvent, currentStep: 1 | 2, found: FieldError | null) => {
    event.preventDefault();
    setFieldError(found);
    if (found) return;
    if (currentStep === 1) setStep(2);
    else void submit();
  };

  const shared = {
    draft,
    fieldError,
    onChange: change,
    onFocusField: clearErrorOf,
    headingRef: stepHeadingRef,
  };

  return (
    <Modal isOpen={isOpen} onClose={close} title="Apply Now" size="lg">
      <Layout>
        <Side>
          <PlanSelector plan={shownPlan} onChange={onPlanChange} disabled={step > 2} />
          <PlanSummary plan={shownPlan} />
        </Side>
        <div>
          {step === 1 && (
            <ApplicantStep {...shared} plan={plan} onNext={(event, found) => next(event, 1, found)} />
          )}
          {step === 2 && (
            <ExperienceStep
              {...shared}
              plan={plan}
              submitting={isLoading}
              submitError={submitError}
              onBack={() => {
                setFieldError(null);
                setStep(1);
              }}
              onNext={(event, found) => next(event, 2, found)}
            />
          )}
          {step === 3 && (
            <InterviewStep
              headingRef={stepHeadingRef}
              schedulingUrl={schedulingUrl}
              onChooseTime={() => setStep(4)}
            />
          )}
          {step === 4 && (
            <ThanksStep headingRef={stepHeadingRef}>
              <Link to="/course/free-trial" onClick={close}>
                Start the free trial while you wait
              </Link>
            </ThanksStep>
          )}
        </div>
      </Layout>
    </Modal>
  );
}
