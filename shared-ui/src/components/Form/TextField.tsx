import type { ComponentPropsWithRef } from 'react';
import { LabelledField, controlProps, useFieldIds, type FieldBaseProps } from './Field';
import { Input } from './Field.styles';

export type TextFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'input'>, 'id'>;

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
      <Input {...rest} type={type} {...controlProps(ids)} />
    </LabelledField>
  );
}
