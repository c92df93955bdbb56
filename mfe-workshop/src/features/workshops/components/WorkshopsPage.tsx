import { PageContainer } from 'shared-ui';

/** /workshops */
export default function WorkshopsPage() {
  return (
    <PageContainer>
      <h1>Live Workshops</h1>
      <p>The live group workshops and 1-on-1 sessions will be presented here.</p>
    </PageContainer>
  );
}
