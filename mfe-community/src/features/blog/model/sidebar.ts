import type { BlogPostMeta } from 'shared-contract';
import { POPULAR_POST_COUNT } from './pagination';

export interface TagCount {
  tag: string;
  count: number;
}

/**
 * Alphabetical for the sidebar's tags (English words): case folded, then lower case first, as localeCompare orders
 * them in English. Not localeCompare itself: its first call starts ICU's collation, ~100 ms at 4x on a phone, in
 * the blog's first render.
 */
export function alphabetical(a: string, b: string): number {
  const [foldedA, foldedB] = [a.toLowerCase(), b.toLowerCase()];
  if (foldedA !== foldedB) return foldedA < foldedB ? -1 : 1;
  return a > b ? -1 : a < b ? 1 : 0;
}

/** Categories of the sidebar: every tag of the loaded posts with how many posts carry it, most used first. */
export function tagCounts(posts: readonly BlogPostMeta[]): TagCount[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of new Set(post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || alphabetical(a.tag, b.tag));
}

/** Up to five other posts for the sidebar, never the one being read. */
export function popularPosts(posts: readonly BlogPostMeta[], currentId?: string): BlogPostMeta[] {
  return posts.filter((post) => post.id !== currentId).slice(0, POPULAR_POST_COUNT);
}
