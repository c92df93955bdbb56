import type { BlogPostMeta } from 'shared-contract';

/** Spec §9: the blog shows 6 posts a page, the home page 3, the sidebar up to 5 popular posts. */
export const BLOG_PAGE_SIZE = 6;
export const HOME_POST_COUNT = 3;
export const POPULAR_POST_COUNT = 5;

export function postsWithTag(posts: readonly BlogPostMeta[], tag: string | null): BlogPostMeta[] {
  return tag === null ? [...posts] : posts.filter((post) => post.tags.includes(tag));
}

/** The page number from the address (?page=N); anything else is page 1. */
export function parsePageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export interface PageView {
  posts: BlogPostMeta[];
  /** Pages that can be shown from the loaded posts. */
  loadedPages: number;
  /** The page needs posts that are not loaded yet but the server has more. */
  needsMore: boolean;
  hasNext: boolean;
  hasPrevious: boolean;
}

export function pageView(posts: readonly BlogPostMeta[], page: number, hasMorePosts: boolean): PageView {
  const start = (page - 1) * BLOG_PAGE_SIZE;
  const loadedPages = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  return {
    posts: posts.slice(start, start + BLOG_PAGE_SIZE),
    loadedPages,
    needsMore: hasMorePosts && posts.length < start + BLOG_PAGE_SIZE,
    hasNext: page < loadedPages || hasMorePosts,
    hasPrevious: page > 1,
  };
}
