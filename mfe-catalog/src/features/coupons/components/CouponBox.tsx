import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { couponEntry, couponMessages } from 'shared-events';
import { Button, ErrorText, SuccessText, TextField } from 'shared-ui';
import { COUPON_PARAM } from '../../enrollment';
import { useCatalogValidateCouponMutation } from '../api/couponsApi';
import { Form, Row } from './CouponBox.styles';

type CouponResult = { kind: 'none' } | { kind: 'valid'; code: string } | { kind: 'error'; message: string };

interface CouponBoxProps {
  /** The ?coupon= parameter, checked on load. */
  initialCode?: string | undefined;
  /** Told the code once the server finds it valid, and null when a check fails. */
  onValidated: (code: string | null) => void;
}

/**
 * The coupon box of the course page: the code is taken as the contract's validateCouponRequest takes it
 * (trimmed; a blank one is not sent, one it refuses is not valid). 'Coupon is valid!'
 * shows as success; any other message as an error.
 */
export function CouponBox({ initialCode, onValidated }: CouponBoxProps) {
  const headingId = useId();
  const [code, setCode] = useState(initialCode ?? '');
  const [result, setResult] = useState<CouponResult>({ kind: 'none' });
  const [validate, { isLoading }] = useCatalogValidateCouponMutation();
  const [searchParams, setSearchParams] = useSearchParams();

  // The valid coupon is kept in the page address (so a reload keeps it) and handed to the page's Enroll Now.
  const keepInAddress = (value: string | null) => {
    onValidated(value);
    // The address changes only when the coupon in it does (a transition the submit event need not start).
    if (searchParams.get(COUPON_PARAM) === value) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(COUPON_PARAM, value);
        else next.delete(COUPON_PARAM);
        return next;
      },
      // The address changes, not the page: a replace that keeps the path leaves the visitor where the coupon
      // box is (the shell's scroll restoration).
      { replace: true },
    );
  };

  const notValid = () => {
    setCode('');
    setResult({ kind: 'error', message: couponMessages.invalid });
    keepInAddress(null);
  };

  const check = async (raw: string) => {
    const entry = couponEntry(raw);
    if ('problem' in entry) {
      if (entry.problem === 'refused') notValid();
      return;
    }
    const { code: trimmed } = entry;
    setCode(trimmed);
    try {
      const coupon = await validate(trimmed).unwrap();
      if (coupon.isValid) {
        setResult({ kind: 'valid', code: trimmed });
        keepInAddress(trimmed);
      } else notValid();
    } catch (error) {
      const message = (error as { message?: string }).message;
      setResult({ kind: 'error', message: message || couponMessages.failed('FETCH_ERROR') });
      keepInAddress(null);
    }
  };

  // Only the code in the address at load is checked automatically (a later valid code is written there too).
  const codeAtLoad = useRef(initialCode);
  const latestCheck = useRef(check);
  latestCheck.current = check;
  useEffect(() => {
    const code = codeAtLoad.current;
    codeAtLoad.current = undefined;
    if (code) void latestCheck.current(code);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Have a coupon?</h2>
      <Form onSubmit={submit} noValidate>
        <Row>
          <TextField
            label="Coupon code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setResult({ kind: 'none' });
            }}
            autoComplete="off"
          />
          <Button type="submit" loading={isLoading}>
            Apply
          </Button>
        </Row>
        <div aria-live="polite">
          {result.kind === 'valid' && <SuccessText>{couponMessages.valid}</SuccessText>}
          {result.kind === 'error' && <ErrorText>{result.message}</ErrorText>}
        </div>
      </Form>
    </section>
  );
}
