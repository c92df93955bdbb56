// The embedded identity provider's secrets, made for this installation on first start and kept in the data
// folder (0600): the key pair it signs tokens with, and the credential its admin operations require.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint } from 'jose';

/** The header that carries the admin credential (only the site's own bootstrap and tooling read it). */
export const ADMIN_SECRET_HEADER = 'x-identity-admin-secret';

export const identitySecretsDir = (dataDir) => path.join(dataDir, 'identity');

export function identitySecretFiles(dataDir) {
  const dir = identitySecretsDir(dataDir);
  return {
    signingKeyFile: path.join(dir, 'signing-key.json'),
    adminSecretFile: path.join(dir, 'admin-secret'),
    providerSocket: path.join(dir, 'provider.sock'),
  };
}

/** The file's content; made once by `create` with mode 0600 (a file another start made first is kept). */
async function readOrCreate(file, create) {
  try {
    await chmod(file, 0o600);
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  try {
    await writeFile(file, await create(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  return readFile(file, 'utf8');
}

async function newSigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return JSON.stringify({ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256' });
}

/** Makes (once) the signing key and the admin credential; returns their files and the key's id. */
export async function ensureIdentitySecrets(dataDir) {
  await mkdir(identitySecretsDir(dataDir), { recursive: true, mode: 0o700 });
  await chmod(identitySecretsDir(dataDir), 0o700);
  const files = identitySecretFiles(dataDir);
  const key = JSON.parse(await readOrCreate(files.signingKeyFile, newSigningKey));
  await readOrCreate(files.adminSecretFile, () => randomBytes(32).toString('base64url'));
  return { ...files, kid: key.kid };
}

/** The headers that let the site's own tooling call the provider's admin operations (from loopback only). */
export async function identityAdminHeaders(dataDir) {
  const secret = (await readFile(identitySecretFiles(dataDir).adminSecretFile, 'utf8')).trim();
  return { [ADMIN_SECRET_HEADER]: secret };
}
