import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, SuccessText, TextField } from 'shared-ui';
import { couponToSend } from '../model/couponInput';
import { checkoutMessages } from '../model/messages';

const Row = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  > :first-child {
    flex: 1;
  }
`;

interface CouponFormProps {
  initialCode?: string;
  appliedCode: string | null;
  validating: boolean;
  message: string;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** Coupon entry: trimmed, blank never sent; 'Coupon is valid!' shows as success, any other message as an error. */
export function CouponForm({
  initialCode = '',
  appliedCode,
  validating,
  message,
  onApply,
  onRemove,
}: CouponFormProps) {
  const [input, setInput] = useState(initialCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = couponToSend(input);
    if (code) onApply(code);
  };

  return (
    <div>
      <Row onSubmit={submit} aria-label="Coupon" noValidate>
        <TextField
          label="Coupon code"
          autoComplete="off"
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={validating}>
          Apply
        </Button>
      </Row>
      {message &&
        (message === checkoutMessages.couponValid ? (
          <SuccessText>{message}</SuccessText>
        ) : (
          <ErrorText>
            {message}
            {appliedCode && ` ${checkoutMessages.couponStillApplied(appliedCode)}`}
          </ErrorText>
        ))}
      {appliedCode && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setInput('');
            onRemove();
          }}
        >
          Remove coupon {appliedCode}
        </Button>
      )}
    </div>
  );
}
