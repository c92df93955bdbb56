import { PageContainer } from 'shared-ui';

/** /blog */
export default function BlogListPage() {
  return (
    <PageContainer>
      <h1>Blog</h1>
      <p>Articles about learning Python and programming will be listed here.</p>
    </PageContainer>
  );
}
