import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from 'shared-events';
import { selectPosts } from '../model/blogsSlice';
import { alphabetical, popularPosts, tagCounts } from '../model/sidebar';
import { formatPostDate } from '../model/formatDate';
import styles from './BlogSidebar.module.css';
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
    <aside className={styles.aside} aria-label="Blog sidebar">
      <section aria-labelledby={categoriesId}>
        <h2 className={styles.heading} id={categoriesId}>
          Categories
        </h2>
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
          <h2 className={styles.heading} id={popularId}>
            Popular Posts
          </h2>
          <ol className={styles.popularList}>
            {popular.map((post) => (
              <li key={post.id}>
                <Link to={`/blog/${encodeURIComponent(post.link)}`}>{post.title}</Link>
                <small>
                  <time dateTime={post.date}>{formatPostDate(post.date)}</time>
                </small>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section aria-labelledby={tagsId}>
        <h2 className={styles.heading} id={tagsId}>
          Tags
        </h2>
        <TagList>
          {tags.map((tag) => (
            <li key={tag}>
              <TagButton tag={tag} />
            </li>
          ))}
        </TagList>
      </section>
    </aside>
  );
}
