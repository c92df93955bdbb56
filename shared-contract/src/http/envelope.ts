import * as z from '../zod';
import type { CallName, Calls, BodyOf } from './calls';
import { calls } from './calls';
import { describeIssues } from './fields';

/** Every success: HTTP 200 with the payload as a JSON string in `body`. */
export const successEnvelope = z.lazy(() => z.object({ statusCode: z.number(), body: z.string() }));

/** Every error: HTTP 4xx/5xx; clients show `message`. */
export const errorEnvelope = z.lazy(() =>
  z.object({ statusCode: z.number(), error: z.string(), message: z.string() }),
);

export type SuccessEnvelope = z.output<typeof successEnvelope>;
export type ErrorEnvelope = z.output<typeof errorEnvelope>;

/** Thrown when a response does not match the contract (a producer and consumer out of step). */
export class ContractError extends Error {
  override readonly name = 'ContractError';
}

/** Unwraps a success envelope and validates its body against call N's schema. */
export function decodeBody<N extends CallName>(name: N, envelope: unknown): BodyOf<N> {
  const outer = successEnvelope.safeParse(envelope);
  if (!outer.success) throw new ContractError(`${name}: ${describeIssues(outer.error, 'response')}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(outer.data.body);
  } catch {
    throw new ContractError(`${name}: response/body is not a JSON string`);
  }
  const schema: Calls[N]['body'] = calls[name].body;
  const body = schema.safeParse(parsed);
  if (!body.success) throw new ContractError(`${name}: ${describeIssues(body.error, 'response/body')}`);
  return body.data as BodyOf<N>;
}
