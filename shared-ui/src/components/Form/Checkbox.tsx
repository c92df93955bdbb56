import type { ComponentPropsWithRef } from 'react';
import { FieldMessages, FieldRoot, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';
import { Box, Label, Row } from './Checkbox.styles';

export type CheckboxProps = Omit<FieldBaseProps, 'hideLabel'> &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>;

export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error }, rest['aria-describedby']);
  return (
    <FieldRoot className={className}>
      <Row>
        <Box
          {...rest}
          type="checkbox"
          id={ids.controlId}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <Label htmlFor={ids.controlId}>
          {label}
          {rest.required && <RequiredMark />}
        </Label>
      </Row>
      <FieldMessages hint={hint} error={error} ids={ids} />
    </FieldRoot>
  );
}
