import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden';

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

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const Label = styled.label<{ $hidden?: boolean }>`
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) => $hidden && visuallyHiddenStyles}
`;

export const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color ${({ theme }) => theme.durations.fast}ms ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: not-allowed;
  }
`;

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
        <FieldError id={ids.errorId} role="alert">
          {error}
        </FieldError>
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
  return (
    <Label htmlFor={htmlFor} $hidden={hidden}>
      {label}
      {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </Label>
  );
}

/** The attributes that tie a control to its label, hint and error. */
export function controlA11y(ids: FieldIds) {
  return {
    id: ids.controlId,
    $invalid: ids.invalid,
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
