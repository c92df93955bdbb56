import type { ComponentPropsWithRef } from 'react';
import { LabelledField, controlProps, useFieldIds, type FieldBaseProps } from './Field';
import styles from './TextArea.module.css';

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
      <textarea {...rest} rows={rows} {...controlProps(ids, styles.area)} />
    </LabelledField>
  );
}
