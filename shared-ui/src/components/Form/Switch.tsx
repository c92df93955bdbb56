import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { FieldMessages, FieldRoot, useFieldIds, type FieldBaseProps } from './Field';
import styles from './Switch.module.css';

export type SwitchProps = Omit<FieldBaseProps, 'hideLabel'> &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>;

/** On/off control: a checkbox with role="switch", so it works in forms and with Space. */
export function Switch({ label, hint, error, id, className, ...rest }: SwitchProps) {
  const ids = useFieldIds({ id, hint, error }, rest['aria-describedby']);
  return (
    <FieldRoot className={className}>
      <label className={styles.row} htmlFor={ids.controlId}>
        <VisuallyHidden
          as="input"
          {...rest}
          type="checkbox"
          role="switch"
          id={ids.controlId}
          className={styles.input}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <span className={styles.track} aria-hidden="true" />
        <span>{label}</span>
      </label>
      <FieldMessages hint={hint} error={error} ids={ids} />
    </FieldRoot>
  );
}
