import { Link } from 'react-router-dom';
import type { BlogPostMeta } from 'shared-contract';
import { formatPostDate } from '../model/formatDate';
import { safeImageSrc } from '../model/safeUrl';
import { Cover, Meta, PostSurface, Title } from './PostCard.styles';

export { PostGrid } from './PostCard.styles';

/** A post in a list: cover, title (the link), date and summary. */
export function PostCard({ post, headingLevel = 'h3' }: { post: BlogPostMeta; headingLevel?: 'h2' | 'h3' }) {
  const cover = safeImageSrc(post.landscapeImg);
  return (
    <PostSurface>
      {cover && <Cover src={cover} alt="" loading="lazy" />}
      <Title as={headingLevel}>
        <Link to={`/blog/${encodeURIComponent(post.link)}`}>{post.title}</Link>
      </Title>
      <Meta>
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </Meta>
      <p>{post.excerpt}</p>
    </PostSurface>
  );
}
