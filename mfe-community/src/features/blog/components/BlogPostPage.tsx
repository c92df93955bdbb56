import { PageContainer } from 'shared-ui';

/** /blog/:postLink */
export default function BlogPostPage() {
  return (
    <PageContainer>
      <h1>Blog Post</h1>
      <p>The article, its comments and a comment form will appear here.</p>
    </PageContainer>
  );
}
