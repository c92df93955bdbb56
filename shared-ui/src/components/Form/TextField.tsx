import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { LabelledField, controlA11y, controlStyles, useFieldIds, type FieldBaseProps } from './Field';

export type TextFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'input'>, 'id'>;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export function TextField({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
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
      <Input {...rest} type={type} {...controlA11y(ids)} />
    </LabelledField>
  );
}
