import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  apiErrorMessage,
  newsletterConfirmationSent,
  newsletterSignUpFailed,
  newsletterSignUpStarted,
  selectNewsletter,
  useAppDispatch,
  useAppSelector,
  useRuntimeConfig,
} from 'shared-events';
import { NEWSLETTER_CHECK_INBOX } from 'shared-contract';
import { Button, ErrorText, Modal, Stack, SuccessText, TextField } from 'shared-ui';
import { NEWSLETTER_ERROR, useCommunitySubscribeNewsletterMutation } from '../api/newsletterApi';
import { COPIED_NOTE_MS, NEWSLETTER_CODE, OFFER_TITLE, signUpFailure } from '../model/offer';
import { CodeButton } from './NewsletterDialog.styles';

/** After sign-up: the code (a click copies it, with a note for 3 s) and Redeem Now to the main course. */
function CouponCode({ onRedeem }: { onRedeem: () => void }) {
  const { brand } = useRuntimeConfig();
  const [note, setNote] = useState<'copied' | 'failed' | null>(null);
  const noteTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(noteTimer.current), []);

  const copy = async () => {
    clearTimeout(noteTimer.current);
    try {
      await navigator.clipboard.writeText(NEWSLETTER_CODE);
      setNote('copied');
      // The note shows for 3 s from the copy (a second copy starts the 3 s again).
      noteTimer.current = setTimeout(() => setNote(null), COPIED_NOTE_MS);
    } catch {
      setNote('failed');
    }
  };

  return (
    <Stack $gap="md">
      <p>Thanks for signing up! Use this code at checkout for 30% off:</p>
      <CodeButton type="button" onClick={() => void copy()}>
        {NEWSLETTER_CODE}
        <small>Click to copy</small>
      </CodeButton>
      <div aria-live="polite">{note === 'copied' && <SuccessText>Coupon code copied!</SuccessText>}</div>
      {note === 'failed' && (
        <ErrorText>The code could not be copied. Please select it and copy it yourself.</ErrorText>
      )}
      <Button as={Link} to={`/course/${brand.productLink}`} onClick={onRedeem} size="lg" fullWidth>
        Redeem Now
      </Button>
    </Stack>
  );
}

/**
 * The sign-up form; the server's error shows under it. An accepted sign-up asks the visitor to follow the
 * link mailed to them (the code comes then); the form stays, to fix a mistyped address.
 */
function SignUpForm() {
  const dispatch = useAppDispatch();
  const { loading, message, confirmationSent, email: storedEmail } = useAppSelector(selectNewsletter);
  const [email, setEmail] = useState(storedEmail);
  const [subscribe] = useCommunitySubscribeNewsletterMutation();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    dispatch(newsletterSignUpStarted());
    const result = await subscribe({ email: address });
    if (result.error)
      dispatch(newsletterSignUpFailed(signUpFailure(apiErrorMessage(result.error, NEWSLETTER_ERROR))));
    else dispatch(newsletterConfirmationSent(address));
  };

  return (
    // The spec asks for no client-side check of the address: the server's answer is shown instead.
    <form onSubmit={submit} noValidate>
      <Stack $gap="md">
        <p>Join our newsletter for Python tips and get a 30% discount code for your first course.</p>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={message ? errorId : undefined}
        />
        <Button type="submit" loading={loading} fullWidth>
          Get My 30% Code
        </Button>
        {message && <ErrorText id={errorId}>{message}</ErrorText>}
        <div aria-live="polite">
          {confirmationSent && !message && !loading && <SuccessText>{NEWSLETTER_CHECK_INBOX}</SuccessText>}
        </div>
      </Stack>
    </form>
  );
}

export default function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const { signedUp } = useAppSelector(selectNewsletter);
  return (
    <Modal isOpen onClose={onClose} title={signedUp ? 'Your 30% Off Code' : OFFER_TITLE} size="sm">
      {signedUp ? <CouponCode onRedeem={onClose} /> : <SignUpForm />}
    </Modal>
  );
}
