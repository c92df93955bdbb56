import type { ComponentPropsWithRef } from 'react';
import { LabelledField, controlProps, useFieldIds, type FieldBaseProps } from './Field';
import { SelectControl } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'select'>, 'id'> & {
    /** Alternative to passing <option> children. */
    options?: readonly SelectOption[];
    /** A first, empty choice such as 'Choose one'. */
    placeholder?: string;
  };

export function Select({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  options,
  placeholder,
  children,
  ...rest
}: SelectProps) {
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
      <SelectControl {...rest} {...controlProps(ids)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </SelectControl>
    </LabelledField>
  );
}
