import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  calls,
  describeIssues,
  familyMessages,
  LEARNER_PROFILE_HEADER,
  PARENT_PROOF_HEADER,
  PARENT_PROOF_MINUTES_DEFAULT,
  type BodyOf,
  type CallName,
  type RequestOf,
} from 'shared-contract';
import type { UserState } from '../session/userSlice';
import { getApiSettings, type ApiSettings } from './apiConfig';
import type { ApiError, ApiErrorStatus } from './apiError';
import { askForParentProof, heldParentProof, holdParentProof, type ParentProofKind } from './parentProof';

/** One call of the contract, with the spec's message for when the server gives none. */
export interface ApiRequest<Name extends CallName = CallName> {
  call: Name;
  payload?: RequestOf<Name>;
  errorMessage: string | ((status: ApiErrorStatus) => string);
  /** Let the request outlive the page (fetch's keepalive), for what is sent as the learner leaves it. */
  keepalive?: boolean;
  /**
   * False for a call the page makes on its own (the record refreshed at start-up), not on the parent's action: a
   * refusal for want of a parent proof is its answer, and no PIN prompt opens by itself.
   */
  askParent?: false;
}

export interface ApiMeta {
  /** The status the call succeeded with: the envelope's statusCode, else the HTTP status. */
  status?: number;
  /** The envelope's own statusCode; absent when the body carries none. */
  reportedStatus?: number;
}

/** For calls that count only when the response itself carries statusCode 200 (spec §5): the HTTP status is not enough. */
export function carriesStatusCode200(meta: ApiMeta | undefined): boolean {
  return meta?.reportedStatus === 200;
}

/** Builds a request whose payload type follows the call. */
export function apiRequest<Name extends CallName>(
  call: Name,
  payload: RequestOf<Name>,
  errorMessage: ApiRequest['errorMessage'],
  { keepalive, askParent }: Pick<ApiRequest, 'keepalive' | 'askParent'> = {},
): ApiRequest<Name> {
  return {
    call,
    payload,
    errorMessage,
    ...(keepalive ? { keepalive } : {}),
    ...(askParent === false ? { askParent } : {}),
  };
}

/** The body type of a call, for `transformResponse` parameters. */
export type ApiBody<Name extends CallName> = BodyOf<Name>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A failed token refresh must not block public calls: send the request unauthenticated and let the API decide. */
async function readToken(settings: ApiSettings): Promise<string | null> {
  try {
    return await settings.getAccessToken();
  } catch (error) {
    console.warn('Could not read the access token; calling the API without it.', error);
    return null;
  }
}

const isOkStatus = (status: number) => status >= 200 && status < 300;

/** The child profile learning on this device, if any; the API checks it belongs to the token's account. */
function activeProfileId(state: unknown): string | undefined {
  return (state as { user?: Partial<UserState> } | undefined)?.user?.activeChildProfile?.profileId;
}

/** Which confirmation a refused parent-only call needs, from the API's message; undefined for any other error. */
function proofKindOf(error: ApiError): ParentProofKind | undefined {
  if (error.status !== 403) return undefined;
  if (error.message === familyMessages.parentProofRequired) return 'pin';
  if (error.message === familyMessages.currentPinRequired) return 'password';
  return undefined;
}

type CallResult = { data: unknown; meta: ApiMeta } | { error: ApiError };

/** The error to show: the server's message, else the call's own for that status. */
function failure(
  errorMessage: ApiRequest['errorMessage'],
  status: ApiErrorStatus,
  detail?: string,
  message?: string,
): { error: ApiError } {
  return {
    error: {
      status,
      message: message ?? (typeof errorMessage === 'function' ? errorMessage(status) : errorMessage),
      ...(detail === undefined ? {} : { detail }),
    },
  };
}

/** One request of a call and its answer: unwrapped and checked, or the error to show. */
async function sendCall(
  settings: ApiSettings,
  { call, payload, errorMessage, keepalive }: ApiRequest,
  signal: AbortSignal,
  readProfileId: () => string | undefined,
): Promise<CallResult> {
  const fail = (status: ApiErrorStatus, detail?: string, message?: string) =>
    failure(errorMessage, status, detail, message);

  const { method, path } = calls[call];
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  const token = await readToken(settings);
  if (token) headers.Authorization = `Bearer ${token}`;
  // Read after the token: the learner may have changed while it was read, and the call is the new learner's.
  const profileId = readProfileId();
  if (token && profileId) headers[LEARNER_PROFILE_HEADER] = profileId;
  const proof = token && !profileId ? heldParentProof() : undefined;
  if (proof) headers[PARENT_PROOF_HEADER] = proof;

  let response: Response;
  try {
    response = await (settings.fetch ?? fetch)(`${settings.baseUrl}${path}`, {
      method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    return fail('FETCH_ERROR', error instanceof Error ? error.message : String(error));
  }

  const json = parseJson(await response.text());
  const envelope = json.ok && isRecord(json.value) ? json.value : undefined;
  const reportedStatus = typeof envelope?.statusCode === 'number' ? envelope.statusCode : undefined;
  const status = response.ok ? (reportedStatus ?? response.status) : response.status;

  if (!isOkStatus(status)) {
    if (status === 401 && token) settings.onSessionEnded?.();
    const serverMessage =
      typeof envelope?.message === 'string' && envelope.message.trim() ? envelope.message : undefined;
    return fail(status, undefined, serverMessage);
  }
  // The parent adding the family's first child gets a proof with the answer, so no prompt follows at once; the
  // header says no lifetime, so it is held for the API's default one.
  const minted = token && !profileId ? response.headers.get(PARENT_PROOF_HEADER) : null;
  if (minted) holdParentProof({ parentProof: minted, expiresInSeconds: PARENT_PROOF_MINUTES_DEFAULT * 60 });
  if (!json.ok) return fail('PARSE_ERROR', `${call}: the response is not JSON`);

  let body: unknown = envelope && 'body' in envelope ? envelope.body : json.value;
  if (typeof body === 'string') {
    const parsed = parseJson(body);
    if (!parsed.ok) return fail('PARSE_ERROR', `${call}: response/body is not a JSON string`);
    body = parsed.value;
  }

  const result = calls[call].body.safeParse(body);
  if (!result.success)
    return fail('PARSE_ERROR', `${call}: ${describeIssues(result.error, 'response/body')}`);
  return { data: result.data, meta: { status, ...(reportedStatus === undefined ? {} : { reportedStatus }) } };
}

/**
 * Sends a contract call as JSON (with the bearer token when signed in; the learner-profile header while a
 * child profile is active, else the parent proof when one is held), unwraps the `{ statusCode, body }`
 * envelope (body is a JSON string; an object is tolerated) and validates the body against the contract,
 * so every endpoint gets typed, checked data or an ApiError carrying the message to show.
 * A parent-only call refused for want of a parent proof asks the shell for one (onParentProofRequired) and is
 * made again once the parent confirmed; a cancelled confirmation leaves the refusal as the call's error.
 */
export const contractBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, object, ApiMeta> = async (
  request,
  { signal, getState },
) => {
  const settings = getApiSettings();
  if (!settings)
    return failure(
      request.errorMessage,
      'FETCH_ERROR',
      'The api is not configured: the shell must call configureApi() at start.',
    );
  const send = () => sendCall(settings, request, signal, () => activeProfileId(getState?.()));
  const ask = request.askParent === false ? undefined : settings.onParentProofRequired;
  // With a child profile active no proof is sent, so confirming would not change the answer.
  const needed = (result: CallResult) =>
    ask && 'error' in result && !activeProfileId(getState?.()) ? proofKindOf(result.error) : undefined;

  let result = await send();
  // Each kind is asked at most once: a new PIN asks for the parent first, then, confirmed with the PIN rather
  // than the password, for the password.
  const asked = new Set<ParentProofKind>();
  for (let kind = needed(result); ask && kind && !asked.has(kind); kind = needed(result)) {
    asked.add(kind);
    if (!(await askForParentProof(kind, ask))) break;
    result = await send();
  }
  return result;
};
