import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tooManyRequestsMessage, useSendContactMessageMutation } from 'shared-platform';
import { Button, Checkbox, ErrorText, SuccessText, TextArea, TextField, media } from 'shared-ui';
import { CONTACT_NOT_SENT, CONTACT_SENT } from '../model/contactMessages';
import {
  emptyContact,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from '../model/validateContact';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  ${media.below('mobile')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

type TextFieldName = Exclude<keyof ContactValues, 'terms'>;

/** The contact form: first and last name, e-mail, phone, subject, message and the terms checkbox. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [send, result] = useSendContactMessageMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  const set = <K extends keyof ContactValues>(field: K, value: ContactValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (!result.isUninitialized) result.reset();
  };

  const text = (field: TextFieldName) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const phone = values.phone.trim();
    const response = await send({
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      ...(phone ? { phone } : {}),
      subject: values.subject.trim(),
      message: values.message.trim(),
      terms: true,
    });
    // Only a message the server has stored clears the form; after a failure everything stays to send again.
    if (!response.error) setValues(emptyContact);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Send Us a Message</h2>
      <Form ref={formRef} onSubmit={submit} noValidate>
        <TextField label="First name" autoComplete="given-name" required {...text('firstname')} />
        <TextField label="Last name" autoComplete="family-name" required {...text('lastname')} />
        <TextField label="Email" type="email" autoComplete="email" required {...text('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" hint="Optional" {...text('phone')} />
        <Wide>
          <TextField label="Subject" required {...text('subject')} />
        </Wide>
        <Wide>
          <TextArea label="Message" rows={6} required {...text('message')} />
        </Wide>
        <Wide>
          <Checkbox
            name="terms"
            required
            checked={values.terms}
            error={errors.terms}
            onChange={(event) => set('terms', event.target.checked)}
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
