import styled from 'styled-components';
import { paymentMethods, type PaymentMethod } from 'shared-contract';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

interface PaymentMethodChoiceProps {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  describedBy?: string;
}

/** Credit/Debit Card, Apple Pay or Google Pay: a radio group, so arrow keys move between the choices. */
export function PaymentMethodChoice({ value, onChange, describedBy }: PaymentMethodChoiceProps) {
  return (
    <Group aria-describedby={describedBy}>
      <Legend>Payment Method</Legend>
      <Options>
        {paymentMethods.map((method) => (
          <Option key={method}>
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            {method}
          </Option>
        ))}
      </Options>
    </Group>
  );
}
