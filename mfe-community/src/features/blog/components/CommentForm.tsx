import { useEffect, useId, useState } from 'react';
import {
  accountNameOf,
  apiErrorMessage,
  selectIsLoggedIn,
  selectProfileData,
  selectUserInfo,
  useAppSelector,
} from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import {
  builtSchema,
  COMMENT_MESSAGE_MAX,
  COMMENT_NAME_MAX,
  displayName,
  postCommentRequest,
} from 'shared-contract';
import * as z from 'shared-contract/zod';
import { Button, ErrorText, Stack, SuccessText, TextArea, TextField } from 'shared-ui';
import { blogErrors, useCommunityPostCommentMutation } from '../api/blogApi';
import { MISSING_POST_MESSAGE } from '../model/commentMessages';
import { Form, Heading } from './CommentForm.styles';

/** The fields the visitor fills in; the contract words their failures with the spec's messages. */
const commentFields = z.pick(builtSchema(postCommentRequest), { Name: true, Message: true });

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

  const { register, handleSubmit, formState, setValue, watch } = useContractForm(
    commentFields,
    {},
    {
      defaultValues: { Name: '', Message: '' },
    },
  );
  const { errors } = formState;
  const [formError, setFormError] = useState('');
  const [postComment, result] = useCommunityPostCommentMutation();
  const headingId = useId();

  // A signed-in learner comments under their account name, which they cannot edit.
  useEffect(() => {
    if (nameLocked) setValue('Name', accountName);
  }, [nameLocked, accountName, setValue]);

  const submit = handleSubmit(async (comment) => {
    if (!postId) return setFormError(MISSING_POST_MESSAGE);
    const response = await postComment({ PostID: postId, ...comment });
    // The text stays in the form when posting fails, so nothing the visitor wrote is lost.
    if (!response.error) setValue('Message', '');
  });

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
    <Form
      onSubmit={(event) => {
        setFormError('');
        return submit(event);
      }}
      noValidate
      aria-labelledby={headingId}
    >
      <Heading id={headingId}>Leave a Comment</Heading>
      <TextField
        label="Name"
        autoComplete="name"
        required
        {...register('Name')}
        readOnly={nameLocked}
        hint={
          nameLocked
            ? 'You are signed in, so your comment shows your account name.'
            : `Up to ${COMMENT_NAME_MAX} characters.`
        }
        error={errors.Name?.message}
      />
      <TextArea
        label="Comment"
        required
        rows={5}
        {...register('Message')}
        hint={`${watch('Message').trim().length}/${COMMENT_MESSAGE_MAX} characters`}
        error={errors.Message?.message}
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
