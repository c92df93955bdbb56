import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { LabelledField, controlProps, useFieldIds, type FieldBaseProps } from './Field';
import { controlStyles } from './Field.styles';

const Area = styled.textarea`
  ${controlStyles}
  min-height: 7rem;
  resize: vertical;
`;

export type TextAreaProps = FieldBaseProps & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;

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
      <Area {...rest} rows={rows} {...controlProps(ids)} />
    </LabelledField>
  );
}
