import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import {
  FieldLabel,
  FieldMessages,
  FieldRoot,
  controlStyles,
  useFieldIds,
  type FieldBaseProps,
} from './Field';

export type TextAreaProps = FieldBaseProps & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 7rem;
  resize: vertical;
`;

export function TextArea({ label, hint, error, hideLabel, id, className, rows = 4, ...rest }: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error }, rest['aria-describedby']);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={rest.required} hidden={hideLabel} />
      <Area
        {...rest}
        rows={rows}
        id={ids.controlId}
        $invalid={ids.invalid}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hint={hint} error={error} ids={ids} />
    </FieldRoot>
  );
}
