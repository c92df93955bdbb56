import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { FieldMessages, FieldRoot, useFieldIds, type FieldBaseProps } from './Field';
import { Row, Track } from './Switch.styles';

export type SwitchProps = Omit<FieldBaseProps, 'hideLabel'> &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>;

/** On/off control: a checkbox with role="switch", so it works in forms and with Space. */
export function Switch({ label, hint, error, id, className, ...rest }: SwitchProps) {
  const ids = useFieldIds({ id, hint, error }, rest['aria-describedby']);
  return (
    <FieldRoot className={className}>
      <Row htmlFor={ids.controlId}>
        <VisuallyHidden
          as="input"
          {...rest}
          type="checkbox"
          role="switch"
          id={ids.controlId}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <Track aria-hidden="true" />
        <span>{label}</span>
      </Row>
      <FieldMessages hint={hint} error={error} ids={ids} />
    </FieldRoot>
  );
}
