import type { ContentBlock } from 'shared-contract';
import type { BlogPostsTable } from '../../schema';

/** A blog post as written by hand: tags and blocks as values, stored as JSON text. */
export interface SeedPost extends Omit<BlogPostsTable, 'tags' | 'content'> {
  tags: string[];
  content: ContentBlock[];
}

/** Checks each block against the contract's union while keeping the literal's own type. */
export const block = <T extends ContentBlock>(value: T) => value;

export const toRow = (post: SeedPost): BlogPostsTable => ({
  ...post,
  tags: JSON.stringify(post.tags),
  content: JSON.stringify(post.content),
});
