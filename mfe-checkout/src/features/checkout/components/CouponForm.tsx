import { useState, type FormEvent } from 'react';
import { couponEntry } from 'shared-events';
import { Button, ErrorText, SuccessText, TextField } from 'shared-ui';
import { checkoutMessages } from '../model/messages';
import { Row } from './CouponForm.styles';

interface CouponFormProps {
  initialCode?: string;
  appliedCode: string | null;
  validating: boolean;
  message: string;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * Coupon entry, as the contract's validateCouponRequest takes it: trimmed, blank never sent, and one the request
 * refuses is not valid without asking; 'Coupon is valid!' shows as success, any other message as an error.
 */
export function CouponForm({
  initialCode = '',
  appliedCode,
  validating,
  message,
  onApply,
  onRemove,
}: CouponFormProps) {
  const [input, setInput] = useState(initialCode);
  // A code the contract refuses is answered here, in place of the last check's message.
  const [refused, setRefused] = useState(false);
  const shown = refused ? checkoutMessages.couponInvalid : message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entry = couponEntry(input);
    setRefused('problem' in entry && entry.problem === 'refused');
    if ('code' in entry) onApply(entry.code);
  };

  return (
    <div>
      <Row onSubmit={submit} aria-label="Coupon" noValidate>
        <TextField
          label="Coupon code"
          autoComplete="off"
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setRefused(false);
          }}
        />
        <Button type="submit" variant="secondary" loading={validating}>
          Apply
        </Button>
      </Row>
      {shown &&
        (shown === checkoutMessages.couponValid ? (
          <SuccessText>{shown}</SuccessText>
        ) : (
          <ErrorText>
            {shown}
            {appliedCode && ` ${checkoutMessages.couponStillApplied(appliedCode)}`}
          </ErrorText>
        ))}
      {appliedCode && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setInput('');
            setRefused(false);
            onRemove();
          }}
        >
          Remove coupon {appliedCode}
        </Button>
      )}
    </div>
  );
}
