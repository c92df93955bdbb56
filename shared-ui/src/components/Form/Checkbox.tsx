import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldMessages, FieldRoot, Label, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';

export type CheckboxProps = Omit<FieldBaseProps, 'hideLabel'> &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Box = styled.input<{ $invalid: boolean }>`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.15rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.colors.danger}` : 'none')};
  cursor: pointer;
`;

const CheckLabel = styled(Label)`
  font-weight: ${({ theme }) => theme.typography.weights.regular};
  cursor: pointer;
`;

export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error }, rest['aria-describedby']);
  return (
    <FieldRoot className={className}>
      <Row>
        <Box
          {...rest}
          type="checkbox"
          id={ids.controlId}
          $invalid={ids.invalid}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <CheckLabel htmlFor={ids.controlId}>
          {label}
          {rest.required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </CheckLabel>
      </Row>
      <FieldMessages hint={hint} error={error} ids={ids} />
    </FieldRoot>
  );
}
