import { paymentMethods, type PaymentMethod } from 'shared-contract';
import { Group, Legend, Option, Options } from './PaymentMethodChoice.styles';

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
