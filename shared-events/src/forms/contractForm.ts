import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type * as z from 'shared-contract/zod';

/**
 * The ways a field can fail, as a form words them: nothing filled in (or a box not ticked), too long, or
 * filled in but refused by the contract's rule (e.g. its e-mail rule).
 */
export interface FieldMessages {
  required?: string;
  tooLong?: string;
  invalid?: string;
}

export type FormMessages<Values> = Partial<Record<keyof Values & string, FieldMessages>>;

/** A contract request schema (or one picked or extended for a form's own fields). */
export type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === false || (typeof value === 'string' && !value.trim());

/** Which of the form's messages an error stands for; the contract's own message when the form has none. */
function wordingFor(messages: FieldMessages | undefined, value: unknown, type: string): string | undefined {
  if (!messages) return undefined;
  if (isBlank(value) && messages.required) return messages.required;
  if (type === 'too_big' && messages.tooLong) return messages.tooLong;
  return messages.invalid;
}

/**
 * A react-hook-form resolver that validates with a contract request schema, so a form refuses exactly what
 * the API would refuse. Each field's error is worded by `messages` (the spec's words); a field or a failure
 * the form does not word keeps the contract's message (e.g. the comment form's, which the contract words).
 * `Values` are the form's fields when they are wider than the request's (a terms box is a boolean until ticked).
 */
export function contractResolver<S extends FormSchema, Values extends FieldValues = z.input<S>>(
  schema: S,
  messages: FormMessages<Values> = {},
): Resolver<Values, unknown, z.output<S>> {
  const validate = zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await validate(values, context, options);
    for (const [field, error] of Object.entries(result.errors)) {
      const wording = wordingFor(
        messages[field as keyof Values & string],
        (values as Record<string, unknown>)[field],
        String(error?.type),
      );
      if (error && wording) error.message = wording;
    }
    return result;
  };
}

/**
 * `useForm` with `contractResolver`: the form's values are the schema's input, what `handleSubmit` hands
 * on is the schema's output (trimmed, as the API stores it). As the site's forms always did, errors show on
 * submit, the first invalid field gets the focus, and a field's error goes away as soon as it is edited.
 */
export function useContractForm<S extends FormSchema, Values extends FieldValues = z.input<S>>(
  schema: S,
  messages: FormMessages<Values>,
  options: Omit<UseFormProps<Values, unknown, z.output<S>>, 'resolver'> = {},
) {
  const form = useForm<Values, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...options,
    resolver: contractResolver(schema, messages),
  });
  const register: typeof form.register = (name, registerOptions) =>
    form.register(name, {
      ...registerOptions,
      onChange: (event: unknown) => {
        form.clearErrors(name);
        return registerOptions?.onChange?.(event);
      },
    });
  return { ...form, register };
}
