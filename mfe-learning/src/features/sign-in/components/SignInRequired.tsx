import { bus } from 'shared-events';
import { Button, PageContainer, Stack } from 'shared-ui';

export const SIGN_IN_REQUIRED = 'Please sign in to access this page';

/** What a signed-out visitor sees on a learner-only page, with a way to sign in on the spot. */
export function SignInRequired() {
  return (
    <PageContainer>
      <Stack $gap="md" $align="flex-start" style={{ paddingBlock: '3rem' }}>
        <h1>{SIGN_IN_REQUIRED}</h1>
        <Button onClick={() => bus.publish('auth:sign-in-requested', {})}>Sign in</Button>
      </Stack>
    </PageContainer>
  );
}
