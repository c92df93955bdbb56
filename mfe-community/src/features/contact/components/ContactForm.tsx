import { useId } from 'react';
import { Link } from 'react-router-dom';
import { contactMessageRequest } from 'shared-contract';
import { tooManyRequestsMessage, useSendContactMessageMutation } from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, Checkbox, ErrorText, SuccessText, TextArea, TextField } from 'shared-ui';
import { CONTACT_NOT_SENT, CONTACT_SENT } from '../model/contactMessages';
import { contactFormMessages, emptyContact, type ContactValues } from '../model/contactForm';
import { Form, Wide } from './ContactForm.styles';

/** The contact form: first and last name, e-mail, phone, subject, message and the terms checkbox. */
export function ContactForm() {
  const { register, handleSubmit, formState, reset } = useContractForm<
    typeof contactMessageRequest,
    ContactValues
  >(contactMessageRequest, contactFormMessages, { defaultValues: emptyContact });
  const { errors } = formState;
  const [send, result] = useSendContactMessageMutation();
  const headingId = useId();

  // Editing after a result takes the result away, as the visitor is writing a new message.
  const field = (name: keyof ContactValues) => ({
    ...register(name, {
      onChange: () => {
        if (!result.isUninitialized) result.reset();
      },
    }),
    error: errors[name]?.message,
  });

  const submit = handleSubmit(async ({ phone, ...message }) => {
    const response = await send({ ...message, ...(phone ? { phone } : {}) });
    // Only a message the server has stored clears the form; after a failure everything stays to send again.
    if (!response.error) reset(emptyContact);
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Send Us a Message</h2>
      <Form onSubmit={submit} noValidate>
        <TextField label="First name" autoComplete="given-name" required {...field('firstname')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('lastname')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" hint="Optional" {...field('phone')} />
        <Wide>
          <TextField label="Subject" required {...field('subject')} />
        </Wide>
        <Wide>
          <TextArea label="Message" rows={6} required {...field('message')} />
        </Wide>
        <Wide>
          <Checkbox
            required
            {...field('terms')}
            label={
              <>
                I agree to the <Link to="/terms-of-service">Terms of Service</Link> and the{' '}
                <Link to="/privacy-policy">Privacy Policy</Link>
              </>
            }
          />
        </Wide>
        <Wide>
          <Button type="submit" loading={result.isLoading}>
            Send Message
          </Button>
          {result.isSuccess && <SuccessText>{CONTACT_SENT}</SuccessText>}
          {result.isError && (
            <ErrorText>
              {/* The spec's failure text; when the API asks to wait, its message says for how long. */}
              {[CONTACT_NOT_SENT, tooManyRequestsMessage(result.error)].filter(Boolean).join('. ')}
            </ErrorText>
          )}
        </Wide>
      </Form>
    </section>
  );
}
