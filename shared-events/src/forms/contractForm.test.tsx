import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldValues, Resolver } from 'react-hook-form';
import { contactMessageRequest, postCommentRequest } from 'shared-contract';
import { contractResolver, useContractForm } from './contractForm';

const resolve = <V extends FieldValues, O extends FieldValues>(
  resolver: Resolver<V, unknown, O>,
  values: object,
) => resolver(values as V, undefined, { fields: {}, shouldUseNativeValidation: false });

const contact = {
  firstname: ' Ann ',
  lastname: 'Lee',
  email: 'ann@example.com',
  phone: '',
  subject: 'Hi',
  message: 'Hello',
  terms: true,
};

const messages = {
  firstname: { required: 'Please fill in your first name', tooLong: 'First name is too long' },
  email: { required: 'Please fill in your email', invalid: 'Please enter a valid email address' },
  terms: { required: 'Please accept the terms' },
};

describe('contractResolver', () => {
  it('hands on the contract output (trimmed) when the values pass', async () => {
    const result = await resolve(contractResolver(contactMessageRequest, messages), contact);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ firstname: 'Ann' });
  });

  it('words each failure with the form message for its kind', async () => {
    const resolver = contractResolver(contactMessageRequest, messages);
    const blank = await resolve(resolver, { ...contact, firstname: '  ', email: '', terms: false });
    expect(blank.errors.firstname?.message).toBe('Please fill in your first name');
    expect(blank.errors.email?.message).toBe('Please fill in your email');
    expect(blank.errors.terms?.message).toBe('Please accept the terms');
    const wrong = await resolve(resolver, {
      ...contact,
      firstname: 'x'.repeat(101),
      email: 'a..b@example.com',
    });
    expect(wrong.errors.firstname?.message).toBe('First name is too long');
    expect(wrong.errors.email?.message).toBe('Please enter a valid email address');
  });

  it('refuses the addresses the contract refuses, which a something@something.tld pattern let through', async () => {
    const resolver = contractResolver(contactMessageRequest, messages);
    for (const email of ['ann@example.c', 'ann.@example.com', 'ann@-example.com']) {
      const result = await resolve(resolver, { ...contact, email });
      expect(result.errors.email?.message).toBe('Please enter a valid email address');
    }
  });

  it("keeps the contract's message where the form words nothing (the comment form's spec messages)", async () => {
    const result = await resolve(contractResolver(postCommentRequest), {
      PostID: 'p',
      Name: '',
      Message: 'x',
    });
    expect(result.errors.Name?.message).toBe('Please fill in your name to comment');
  });
});

function Form({ onValid }: { onValid: (values: unknown) => void }) {
  const { register, handleSubmit, formState } = useContractForm<typeof contactMessageRequest, typeof contact>(
    contactMessageRequest,
    messages,
    {
      defaultValues: contact,
    },
  );
  const error = formState.errors.email?.message;
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <input aria-label="First name" {...register('firstname')} />
      <input aria-label="Email" aria-invalid={Boolean(error)} {...register('email')} />
      {error && <p>{error}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('shows errors on submit, focuses the first invalid field and clears an error once it is edited', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ann@example');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({ firstname: 'Ann', email: 'ann@example.com' }),
      expect.anything(),
    );
  });
});
