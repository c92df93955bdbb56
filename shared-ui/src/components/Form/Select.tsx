import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { LabelledField, controlA11y, controlStyles, useFieldIds, type FieldBaseProps } from './Field';

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

const Control = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 2.5rem;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 1.25rem) 50%,
    calc(100% - 0.9rem) 50%;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
`;

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
      <Control {...rest} {...controlA11y(ids)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </Control>
    </LabelledField>
  );
}
