import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden';
import { FieldMessages, FieldRoot, useFieldIds, type FieldBaseProps } from './Field';

export type SwitchProps = Omit<FieldBaseProps, 'hideLabel'> &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>;

const Track = styled.span`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  transition: background-color ${({ theme }) => theme.durations.fast}ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: calc(1.5rem - 6px);
    height: calc(1.5rem - 6px);
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background};
    transition: transform ${({ theme }) => theme.durations.fast}ms ease;
  }
`;

const Input = styled.input`
  ${visuallyHiddenStyles}

  &:checked + ${Track} {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked + ${Track}::after {
    transform: translateX(1.25rem);
  }
  &:focus-visible + ${Track} {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled + ${Track} {
    opacity: 0.6;
  }
`;

const Row = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

/** On/off control: a checkbox with role="switch", so it works in forms and with Space. */
export function Switch({ label, hint, error, id, className, ...rest }: SwitchProps) {
  const ids = useFieldIds({ id, hint, error }, rest['aria-describedby']);
  return (
    <FieldRoot className={className}>
      <Row htmlFor={ids.controlId}>
        <Input
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
