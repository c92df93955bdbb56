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
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={rest.required} hidden={hideLabel} />
      <Input
        {...rest}
        type={type}
        id={ids.controlId}
        $invalid={ids.invalid}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hint={hint} error={error} ids={ids} />
    </FieldRoot>
  );
}
