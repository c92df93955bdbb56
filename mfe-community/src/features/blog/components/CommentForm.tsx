import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  accountNameOf,
  apiErrorMessage,
  selectIsLoggedIn,
  selectProfileData,
  selectUserInfo,
  useAppSelector,
} from 'shared-platform';
import { COMMENT_MESSAGE_MAX, COMMENT_NAME_MAX, displayName } from 'shared-contract';
import { Button, ErrorText, Stack, SuccessText, TextArea, TextField } from 'shared-ui';
import { blogErrors, useCommunityPostCommentMutation } from '../api/blogApi';
import { MISSING_POST_MESSAGE, validateComment, type CommentErrors } from '../model/validateComment';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;

interface CommentFormProps {
  /** The post the comment belongs to; absent when the post could not be identified. */
  postId: string | undefined;
}

/**
 * Name and comment, with the spec's rules and messages. A signed-in learner's name is their account's (as the
 * API takes it), cut to the comment's 50 characters and locked, so a long account name can still comment.
 */
export function CommentForm({ postId }: CommentFormProps) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userInfo = useAppSelector(selectUserInfo);
  const profile = useAppSelector(selectProfileData);
  const accountName = isLoggedIn ? displayName(accountNameOf(profile, userInfo), COMMENT_NAME_MAX) : '';
  const nameLocked = accountName !== '';

  const [typedName, setTypedName] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<CommentErrors>({});
  const [formError, setFormError] = useState('');
  const [postComment, result] = useCommunityPostCommentMutation();
  const nameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();

  const name = nameLocked ? accountName : typedName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const found = validateComment(name, message);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.message) return messageRef.current?.focus();
    if (!postId) return setFormError(MISSING_POST_MESSAGE);
    const response = await postComment({ PostID: postId, Name: name.trim(), Message: message.trim() });
    // The text stays in the form when posting fails, so nothing the visitor wrote is lost.
    if (!response.error) setMessage('');
  };

  if (result.isSuccess) {
    return (
      <Stack $gap="sm" $align="flex-start">
        <SuccessText>Thank you for your comment!</SuccessText>
        <Button size="sm" variant="ghost" onClick={() => result.reset()}>
          Write another comment
        </Button>
      </Stack>
    );
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Heading id={headingId}>Leave a Comment</Heading>
      <TextField
        ref={nameRef}
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={name}
        readOnly={nameLocked}
        hint={
          nameLocked
            ? 'You are signed in, so your comment shows your account name.'
            : `Up to ${COMMENT_NAME_MAX} characters.`
        }
        error={errors.name}
        onChange={(event) => {
          setTypedName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
      />
      <TextArea
        ref={messageRef}
        label="Comment"
        name="comment"
        required
        rows={5}
        value={message}
        hint={`${message.trim().length}/${COMMENT_MESSAGE_MAX} characters`}
        error={errors.message}
        onChange={(event) => {
          setMessage(event.target.value);
          setErrors((current) => ({ ...current, message: undefined }));
        }}
      />
      {formError && <ErrorText>{formError}</ErrorText>}
      {result.isError && <ErrorText>{apiErrorMessage(result.error, blogErrors.postComment)}</ErrorText>}
      <div>
        <Button type="submit" loading={result.isLoading}>
          Post Comment
        </Button>
      </div>
    </Form>
  );
}
