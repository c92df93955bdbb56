import { paymentMethods, type PaymentMethod } from 'shared-contract';
import styles from './PaymentMethodChoice.module.css';

interface PaymentMethodChoiceProps {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  describedBy?: string;
}

/** Credit/Debit Card, Apple Pay or Google Pay: a radio group, so arrow keys move between the choices. */
export function PaymentMethodChoice({ value, onChange, describedBy }: PaymentMethodChoiceProps) {
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.legend}>Payment Method</legend>
      <div className={styles.options}>
        {paymentMethods.map((method) => (
          <label key={method} className={styles.option}>
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            {method}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
