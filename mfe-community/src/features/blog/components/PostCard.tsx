import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BlogPostMeta } from 'shared-contract';
import { Card } from 'shared-ui';
import { formatPostDate } from '../model/formatDate';
import { safeImageSrc } from '../model/safeUrl';

const Cover = styled.img`
  display: block;
  width: calc(100% + 2 * ${({ theme }) => theme.space.lg});
  max-width: none;
  aspect-ratio: 16 / 9;
  margin: -${({ theme }) => theme.space.lg} -${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.lg};

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  /* The whole card is the link's target area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Meta = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Positioned = styled(Card)`
  position: relative;
  height: 100%;
`;

/** A post in a list: cover, title (the link), date and summary. */
export function PostCard({ post, headingLevel = 'h3' }: { post: BlogPostMeta; headingLevel?: 'h2' | 'h3' }) {
  const cover = safeImageSrc(post.landscapeImg);
  return (
    <Positioned as="article" $interactive>
      {cover && <Cover src={cover} alt="" loading="lazy" />}
      <Title as={headingLevel}>
        <Link to={`/blog/${encodeURIComponent(post.link)}`}>{post.title}</Link>
      </Title>
      <Meta>
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </Meta>
      <p>{post.excerpt}</p>
    </Positioned>
  );
}

export const PostGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
