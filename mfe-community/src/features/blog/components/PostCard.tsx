import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import type { BlogPostMeta } from 'shared-contract';
import { Card } from 'shared-ui';
import { formatPostDate } from '../model/formatDate';
import { safeImageSrc } from '../model/safeUrl';
import styles from './PostCard.module.css';

/** A post in a list: cover, title (the link), date and summary. */
export function PostCard({ post, headingLevel = 'h3' }: { post: BlogPostMeta; headingLevel?: 'h2' | 'h3' }) {
  const cover = safeImageSrc(post.landscapeImg);
  const Heading = headingLevel;
  return (
    <Card as="article" $interactive className={styles.card}>
      {cover && <img className={styles.cover} src={cover} alt="" loading="lazy" />}
      <Heading className={styles.title}>
        <Link to={`/blog/${encodeURIComponent(post.link)}`}>{post.title}</Link>
      </Heading>
      <p className={styles.meta}>
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </p>
      <p>{post.excerpt}</p>
    </Card>
  );
}

export function PostGrid(props: Omit<ComponentProps<'ul'>, 'className'>) {
  return <ul className={styles.postGrid} {...props} />;
}
