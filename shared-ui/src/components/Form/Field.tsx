import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { ErrorMessage, Hint, Label, Required, Root } from './Field.styles';

/** Props every form field shares: a visible label and optional hint and error, wired to the control. */
export interface FieldBaseProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control, linked through aria-describedby, and sets aria-invalid. */
  error?: ReactNode;
  /** Keeps the label for assistive technology only, for controls whose purpose is visible otherwise. */
  hideLabel?: boolean;
  id?: string;
}

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
  invalid: boolean;
}

export function useFieldIds(
  { id, hint, error }: Pick<FieldBaseProps, 'id' | 'hint' | 'error'>,
  extraDescribedBy?: string,
): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [extraDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy, invalid: Boolean(error) };
}

export function FieldRoot({ className, children }: { className?: string; children: ReactNode }) {
  return <Root className={className}>{children}</Root>;
}

export function RequiredMark() {
  return <Required aria-hidden="true">*</Required>;
}

interface FieldMessagesProps {
  hint?: ReactNode;
  error?: ReactNode;
  ids: FieldIds;
}

/** Hint and error lines under a control; the error is an alert so it is heard when it appears. */
export function FieldMessages({ hint, error, ids }: FieldMessagesProps) {
  return (
    <>
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      {error && (
        <ErrorMessage id={ids.errorId} role="alert">
          {error}
        </ErrorMessage>
      )}
    </>
  );
}

export function FieldLabel({
  htmlFor,
  label,
  required,
  hidden,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  hidden?: boolean;
}) {
  const content = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  return hidden ? (
    <VisuallyHidden as="label" htmlFor={htmlFor}>
      {content}
    </VisuallyHidden>
  ) : (
    <Label htmlFor={htmlFor}>{content}</Label>
  );
}

/** The attributes of a text control (input, textarea, select) that tie it to its label, hint and error. */
export function controlProps(ids: FieldIds) {
  return {
    id: ids.controlId,
    'aria-invalid': ids.invalid || undefined,
    'aria-describedby': ids.describedBy,
  };
}

/** A field whose label sits above its control (text fields, text areas, selects), with hint and error below. */
export function LabelledField({
  ids,
  label,
  hint,
  error,
  hideLabel,
  required,
  className,
  children,
}: Omit<FieldBaseProps, 'id'> & {
  ids: FieldIds;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} hidden={hideLabel} />
      {children}
      <FieldMessages hint={hint} error={error} ids={ids} />
    </FieldRoot>
  );
}
