import type { RuntimeConfig } from 'shared-contract';
import { Amplify } from 'aws-amplify';
import { configureAuth } from './configureAuth';

const identity: RuntimeConfig['identity'] = {
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_pool',
  userPoolClientId: 'client123',
  authFlowType: 'USER_SRP_AUTH',
};

const cognito = () => Amplify.getConfig().Auth?.Cognito;

it('confirms sign-ups by code unless the runtime config says link', () => {
  configureAuth(identity);
  expect(cognito()).toMatchObject({ userPoolId: 'eu-west-1_pool', signUpVerificationMethod: 'code' });
});

it("passes 'link' on, so the identity layer polls for the confirmation and signs in by itself", () => {
  configureAuth({ ...identity, signUpVerificationMethod: 'link' });
  expect(cognito()?.signUpVerificationMethod).toBe('link');
});
