import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, useSendContactMessageMutation } from 'shared-platform';
import { Button, Checkbox, ErrorText, SuccessText, TextArea, TextField } from 'shared-ui';
import {
  emptyGuideMessage,
  validateGuideMessage,
  type GuideMessageDraft,
  type GuideMessageErrors,
} from '../model/guideMessage';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;

  & > .wide {
    grid-column: 1 / -1;
  }
`;

const NOT_SENT = 'Message not sent';

type Outcome = { sent: true } | { sent: false; detail?: string };

/** First name, last name, email, subject, message and terms; sent to the site's contact inbox. */
export function GuideContactForm() {
  const [draft, setDraft] = useState<GuideMessageDraft>(emptyGuideMessage);
  const [errors, setErrors] = useState<GuideMessageErrors>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const [send, { isLoading }] = useSendContactMessageMutation();

  const update = <Key extends keyof GuideMessageDraft>(key: Key, value: GuideMessageDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const found = validateGuideMessage(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await send({
      firstname: draft.firstname.trim(),
      lastname: draft.lastname.trim(),
      email: draft.email.trim(),
      subject: draft.subject.trim(),
      message: draft.message.trim(),
      terms: true,
    });
    if (result.error) {
      const detail = apiErrorMessage(result.error, NOT_SENT);
      // The draft stays in the form so nothing is lost; the server's reason, if any, says what to fix.
      setOutcome({ sent: false, detail: detail === NOT_SENT ? undefined : detail });
      return;
    }
    setDraft(emptyGuideMessage);
    setOutcome({ sent: true });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Send us a message">
      <TextField
        label="First name"
        autoComplete="given-name"
        value={draft.firstname}
        error={errors.firstname}
        onChange={(event) => update('firstname', event.target.value)}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        value={draft.lastname}
        error={errors.lastname}
        onChange={(event) => update('lastname', event.target.value)}
      />
      <TextField
        className="wide"
        label="Email"
        type="email"
        autoComplete="email"
        value={draft.email}
        error={errors.email}
        onChange={(event) => update('email', event.target.value)}
      />
      <TextField
        className="wide"
        label="Subject"
        value={draft.subject}
        error={errors.subject}
        onChange={(event) => update('subject', event.target.value)}
      />
      <TextArea
        className="wide"
        label="Message"
        value={draft.message}
        error={errors.message}
        onChange={(event) => update('message', event.target.value)}
      />
      <Checkbox
        className="wide"
        label="I agree to the terms of service and the privacy policy"
        checked={draft.terms}
        error={errors.terms}
        onChange={(event) => update('terms', event.target.checked)}
      />
      <div className="wide">
        <Button type="submit" loading={isLoading}>
          Send Message
        </Button>
        {outcome?.sent === true && <SuccessText>Message sent successfully</SuccessText>}
        {outcome?.sent === false && (
          <ErrorText>
            {NOT_SENT}
            {outcome.detail && `: ${outcome.detail}`}
          </ErrorText>
        )}
      </div>
    </Form>
  );
}
