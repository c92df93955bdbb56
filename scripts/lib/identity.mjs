// The embedded identity provider: cognito-local behind our front (scripts/identity-server.mjs), plus an
// idempotent bootstrap of the user pool, the web app client and the demo learner. Real Cognito needs none of
// this: its ids come from the environment instead.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureIdentitySecrets, identityAdminHeaders } from './identity-secrets.mjs';
import { repoRoot } from './pnpm.mjs';

export const POOL_NAME = 'pylearn-learners';
export const CLIENT_NAME = 'pylearn-web';
/**
 * The pool's password policy (the sign-up form's rules, shared-contract's PASSWORD_RULES, pass it), which the
 * provider's front checks: cognito-local stores any password it is given.
 */
export const PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireLowercase: true,
  RequireUppercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
};
export const DEMO_USER = { email: 'learner@pylearn.academy', password: 'PyLearn@2024', name: 'Demo Learner' };
/**
 * The web client's token lifetimes: an hour for access and id tokens, Cognito's default (cognito-local's is a day).
 * A stolen access token is good for the rest of its hour at most; a sign-out refuses it at once (the API keeps the
 * account's last sign-out). Refresh tokens keep cognito-local's 7 days.
 */
export const TOKEN_VALIDITY = {
  AccessTokenValidity: 1,
  IdTokenValidity: 1,
  TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
};

/**
 * The supervisor spec that runs the provider with its data under `dataDir`, making the installation's signing
 * key and admin credential there on first start. `env` adds settings (the sign-in throttle's, for tests).
 * `apiSignOutUrl` is the API's sign-out call, which the provider tells of every sign-out (IDENTITY_API_SIGN_OUT_URL).
 */
export async function identityService({ dataDir, host, port, apiSignOutUrl, env = {} }) {
  const cognitoDir = path.join(dataDir, '.cognito');
  // cognito-local keeps its accounts (passwords as given, refresh tokens) in files here: only this user opens it.
  await mkdir(cognitoDir, { recursive: true, mode: 0o700 });
  await chmod(cognitoDir, 0o700);
  // cognito-local's default issuer says localhost; the API verifies the issuer, so make it match the real address.
  await writeFile(
    path.join(cognitoDir, 'config.json'),
    JSON.stringify(
      {
        TokenConfig: { IssuerDomain: `http://${host}:${port}` },
        UserPoolDefaults: { UsernameAttributes: ['email'] },
      },
      null,
      2,
    ),
  );
  const { signingKeyFile } = await ensureIdentitySecrets(dataDir);
  return {
    name: 'identity',
    command: process.execPath,
    args: [path.join(repoRoot, 'scripts/identity-server.mjs')],
    cwd: dataDir,
    env: {
      ...env,
      HOST: host,
      PORT: String(port),
      COGNITO_LOCAL_SIGNING_KEY_FILE: signingKeyFile,
      ...(apiSignOutUrl ? { IDENTITY_API_SIGN_OUT_URL: apiSignOutUrl } : {}),
    },
    readyUrl: `http://${host}:${port}/health`,
  };
}

async function call(endpoint, adminHeaders, action, body) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      ...adminHeaders,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = new Error(`${action}: ${json.message ?? response.statusText}`);
    error.code = json.code ?? json.__type;
    throw error;
  }
  return json;
}

/** Creates (once) the pool, the client and the demo learner; returns the identity settings for the shell and API. */
export async function bootstrapIdentity({ endpoint, dataDir }) {
  const admin = await identityAdminHeaders(dataDir);
  const pools = await call(endpoint, admin, 'ListUserPools', { MaxResults: 60 });
  let poolId = pools.UserPools?.find((pool) => pool.Name === POOL_NAME)?.Id;
  if (!poolId) {
    const created = await call(endpoint, admin, 'CreateUserPool', {
      PoolName: POOL_NAME,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OFF',
      Policies: { PasswordPolicy: PASSWORD_POLICY },
      Schema: [
        { Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true },
        { Name: 'name', AttributeDataType: 'String', Required: true, Mutable: true },
      ],
    });
    poolId = created.UserPool.Id;
  }

  const clients = await call(endpoint, admin, 'ListUserPoolClients', { UserPoolId: poolId, MaxResults: 60 });
  let clientId = clients.UserPoolClients?.find((client) => client.ClientName === CLIENT_NAME)?.ClientId;
  if (!clientId) {
    const created = await call(endpoint, admin, 'CreateUserPoolClient', {
      UserPoolId: poolId,
      ClientName: CLIENT_NAME,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      ...TOKEN_VALIDITY,
    });
    clientId = created.UserPoolClient.ClientId;
  } else {
    // A client made before the lifetimes were set issues day-long tokens: it gets them on its next start.
    const { UserPoolClient: client } = await call(endpoint, admin, 'DescribeUserPoolClient', {
      UserPoolId: poolId,
      ClientId: clientId,
    });
    const { AccessTokenValidity, IdTokenValidity, TokenValidityUnits } = TOKEN_VALIDITY;
    if (
      client?.AccessTokenValidity !== AccessTokenValidity ||
      client?.IdTokenValidity !== IdTokenValidity ||
      client?.TokenValidityUnits?.AccessToken !== TokenValidityUnits.AccessToken ||
      client?.TokenValidityUnits?.IdToken !== TokenValidityUnits.IdToken
    )
      await call(endpoint, admin, 'UpdateUserPoolClient', {
        UserPoolId: poolId,
        ClientId: clientId,
        ...TOKEN_VALIDITY,
      });
  }

  try {
    await call(endpoint, admin, 'AdminGetUser', { UserPoolId: poolId, Username: DEMO_USER.email });
  } catch (error) {
    if (error.code !== 'UserNotFoundException') throw error;
    await call(endpoint, admin, 'AdminCreateUser', {
      UserPoolId: poolId,
      Username: DEMO_USER.email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: `${DEMO_USER.password}-temporary`,
      UserAttributes: [
        { Name: 'email', Value: DEMO_USER.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: DEMO_USER.name },
      ],
    });
    await call(endpoint, admin, 'AdminSetUserPassword', {
      UserPoolId: poolId,
      Username: DEMO_USER.email,
      Password: DEMO_USER.password,
      Permanent: true,
    });
  }

  const settings = {
    region: 'local',
    userPoolId: poolId,
    userPoolClientId: clientId,
    endpoint,
    authFlowType: 'USER_PASSWORD_AUTH',
    issuer: `${endpoint}/${poolId}`,
  };
  await writeFile(path.join(dataDir, 'identity.json'), JSON.stringify(settings, null, 2));
  return settings;
}

export async function readIdentitySettings(dataDir) {
  try {
    return JSON.parse(await readFile(path.join(dataDir, 'identity.json'), 'utf8'));
  } catch {
    return undefined;
  }
}
