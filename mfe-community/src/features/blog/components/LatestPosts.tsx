import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ErrorText, Spinner } from 'shared-ui';
import { HOME_POST_COUNT } from '../model/pagination';
import { useBlogPosts } from '../model/useBlogPosts';
import { Header } from './LatestPosts.styles';
import { PostCard, PostGrid } from './PostCard';

/** Home-page region: the first three blog posts. */
export default function LatestPosts() {
  const headingId = useId();
  const { items, status, error } = useBlogPosts();
  const latest = items.slice(0, HOME_POST_COUNT);
  return (
    <section aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>Latest Posts</h2>
        <Link to="/blog">View all posts</Link>
      </Header>
      {latest.length > 0 ? (
        <PostGrid aria-label="Latest blog posts">
          {latest.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </PostGrid>
      ) : status === 'failed' ? (
        <ErrorText>{error}</ErrorText>
      ) : status === 'succeeded' ? (
        <p>No posts have been published yet.</p>
      ) : (
        <Spinner label="Loading posts" />
      )}
    </section>
  );
}
