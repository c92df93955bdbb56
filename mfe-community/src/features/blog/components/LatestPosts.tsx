import { useId } from 'react';

/** Home-page region: the latest blog posts. */
export default function LatestPosts() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Latest Posts</h2>
      <p>The three most recent blog posts will be shown here.</p>
    </section>
  );
}
