import { useState } from 'react';
import { contactMessageRequest } from 'shared-contract';
import { apiErrorMessage, useSendContactMessageMutation } from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, ErrorText, SuccessText, TextField } from 'shared-ui';
import { emptyGuideMessage, guideMessageMessages, type GuideMessageDraft } from '../model/guideMessageForm';
import { Form, WideCheckbox, WideRow, WideTextArea, WideTextField } from './GuideContactForm.styles';

const NOT_SENT = 'Message not sent';

type Outcome = { sent: true } | { sent: false; detail?: string };

/** First name, last name, email, subject, message and terms; sent to the site's contact inbox. */
export function GuideContactForm() {
  const { register, handleSubmit, formState, reset } = useContractForm<
    typeof contactMessageRequest,
    GuideMessageDraft
  >(contactMessageRequest, guideMessageMessages, { defaultValues: emptyGuideMessage });
  const [outcome, setOutcome] = useState<Outcome>();
  const [send, { isLoading }] = useSendContactMessageMutation();

  const field = (name: keyof GuideMessageDraft) => ({
    ...register(name),
    error: formState.errors[name]?.message,
  });

  const submit = handleSubmit(async (message) => {
    const result = await send(message);
    if (result.error) {
      const detail = apiErrorMessage(result.error, NOT_SENT);
      // The draft stays in the form so nothing is lost; the server's reason, if any, says what to fix.
      setOutcome({ sent: false, detail: detail === NOT_SENT ? undefined : detail });
      return;
    }
    reset(emptyGuideMessage);
    setOutcome({ sent: true });
  });

  return (
    <Form
      onSubmit={(event) => {
        setOutcome(undefined);
        return submit(event);
      }}
      noValidate
      aria-label="Send us a message"
    >
      <TextField label="First name" autoComplete="given-name" {...field('firstname')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastname')} />
      <WideTextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <WideTextField label="Subject" {...field('subject')} />
      <WideTextArea label="Message" {...field('message')} />
      <WideCheckbox label="I agree to the terms of service and the privacy policy" {...field('terms')} />
      <WideRow>
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
      </WideRow>
    </Form>
  );
}
