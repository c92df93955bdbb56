import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { LabelledField, controlA11y, controlStyles, useFieldIds, type FieldBaseProps } from './Field';

export type TextAreaProps = FieldBaseProps & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 7rem;
  resize: vertical;
`;

export function TextArea({ label, hint, error, hideLabel, id, className, rows = 4, ...rest }: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error }, rest['aria-describedby']);
  return (
    <LabelledField
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={rest.required}
      className={className}
    >
      <Area {...rest} rows={rows} {...controlA11y(ids)} />
    </LabelledField>
  );
}
