import type { ComponentPropsWithRef } from 'react';
import { FieldMessages, FieldRoot, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';
import styles from './Checkbox.module.css';

export type CheckboxProps = Omit<FieldBaseProps, 'hideLabel'> &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>;

export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error }, rest['aria-describedby']);
  return (
    <FieldRoot className={className}>
      <div className={styles.row}>
        <input
          {...rest}
          type="checkbox"
          id={ids.controlId}
          className={styles.box}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <label className={styles.label} htmlFor={ids.controlId}>
          {label}
          {rest.required && <RequiredMark />}
        </label>
      </div>
      <FieldMessages hint={hint} error={error} ids={ids} />
    </FieldRoot>
  );
}
