import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from 'shared-events';
import { selectPosts } from '../model/blogsSlice';
import { alphabetical, popularPosts, tagCounts } from '../model/sidebar';
import { formatPostDate } from '../model/formatDate';
import { Aside, Heading, PopularList } from './BlogSidebar.styles';
import { TagButton, TagList } from './TagButton';

/** Categories with counts, up to five popular posts (never the one being read) and the tags. */
export function BlogSidebar({ currentPostId }: { currentPostId?: string }) {
  const posts = useAppSelector(selectPosts);
  const categoriesId = useId();
  const popularId = useId();
  const tagsId = useId();
  const categories = tagCounts(posts);
  const popular = popularPosts(posts, currentPostId);
  const tags = [...categories].map((entry) => entry.tag).sort(alphabetical);

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
