import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { identity } from './learners';

// The e2e stack keeps cognito-local's data (and so each sign-up's confirmation code) here.
const COGNITO_DB = fileURLToPath(new URL('../../.data/e2e/.cognito/db/', import.meta.url));

interface StoredUser {
  Attributes: { Name: string; Value: string }[];
  ConfirmationCode?: string;
}

/**
 * The users cognito-local stored, or none while the file is half-written: it rewrites the whole file on each
 * change, so a read can land in the middle of a write.
 */
async function readUsers(file: string): Promise<Record<string, StoredUser>> {
  try {
    return (JSON.parse(await readFile(file, 'utf8')) as { Users?: Record<string, StoredUser> }).Users ?? {};
  } catch (error) {
    if (error instanceof SyntaxError) return {};
    throw error;
  }
}

/** The code cognito-local holds for the address now, if any: the last one it "sent" and that was not used. */
export async function storedCode(request: APIRequestContext, email: string): Promise<string | undefined> {
  const file = `${COGNITO_DB}${(await identity(request)).userPoolId}.json`;
  const user = Object.values(await readUsers(file)).find((candidate) =>
    candidate.Attributes.some((attribute) => attribute.Name === 'email' && attribute.Value === email),
  );
  return user?.ConfirmationCode;
}

/**
 * The code cognito-local stored for the address's sign-up or password reset (it "sends" codes only to its log and
 * data file, one field for both); `not` waits for a code other than one sent before.
 */
export async function confirmationCode(
  request: APIRequestContext,
  email: string,
  { not }: { not?: string } = {},
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = await storedCode(request, email);
      return Boolean(code) && code !== not;
    })
    .toBe(true);
  return code ?? '';
}
