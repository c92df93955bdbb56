import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from 'shared-platform';
import { selectPosts } from '../model/blogsSlice';
import { popularPosts, tagCounts } from '../model/sidebar';
import { formatPostDate } from '../model/formatDate';
import { TagButton, TagList } from './TagButton';

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const PopularList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Categories with counts, up to five popular posts (never the one being read) and the tags. */
export function BlogSidebar({ currentPostId }: { currentPostId?: string }) {
  const posts = useAppSelector(selectPosts);
  const categoriesId = useId();
  const popularId = useId();
  const tagsId = useId();
  const categories = tagCounts(posts);
  const popular = popularPosts(posts, currentPostId);
  const tags = [...categories].map((entry) => entry.tag).sort((a, b) => a.localeCompare(b));

  return (
    <Aside aria-label="Blog sidebar">
      <section aria-labelledby={categoriesId}>
        <Heading id={categoriesId}>Categories</Heading>
        <TagList>
          {categories.map(({ tag, count }) => (
            <li key={tag}>
              <TagButton tag={tag} count={count} />
            </li>
          ))}
        </TagList>
      </section>
      {popular.length > 0 && (
        <section aria-labelledby={popularId}>
          <Heading id={popularId}>Popular Posts</Heading>
          <PopularList>
            {popular.map((post) => (
              <li key={post.id}>
                <Link to={`/blog/${encodeURIComponent(post.link)}`}>{post.title}</Link>
                <small>
                  <time dateTime={post.date}>{formatPostDate(post.date)}</time>
                </small>
              </li>
            ))}
          </PopularList>
        </section>
      )}
      <section aria-labelledby={tagsId}>
        <Heading id={tagsId}>Tags</Heading>
        <TagList>
          {tags.map((tag) => (
            <li key={tag}>
              <TagButton tag={tag} />
            </li>
          ))}
        </TagList>
      </section>
    </Aside>
  );
}
