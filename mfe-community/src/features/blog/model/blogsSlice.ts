import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { apiErrorMessage, injectSlice, sliceInjected, type ApiError, type FetchStatus } from 'shared-events';
import type { BlogComment, BlogPostMeta } from 'shared-contract';
import { blogApi, blogErrors, type BlogPageKey } from '../api/blogApi';

/** Blog state (spec §3), plus the comments fetched per post. */
export interface BlogsState {
  status: FetchStatus;
  error: string | null;
  items: BlogPostMeta[];
  hasMorePosts: boolean;
  lastEvaluatedKey: BlogPageKey;
  selectedTag: string | null;
  /** PostID -> comments in the order they were received. */
  comments: Record<string, BlogComment[]>;
}

export const initialBlogsState: BlogsState = {
  status: 'idle',
  error: null,
  items: [],
  hasMorePosts: true,
  lastEvaluatedKey: null,
  selectedTag: null,
  comments: {},
};

interface FetchPostsArgs {
  /** Start again from the first page and replace the list (the first load of a visit refreshes persisted posts). */
  reset?: boolean;
}

/** The slice's name, namespaced by the remote like every injected slice. */
const BLOGS = 'communityBlogs';

interface StateWithBlogs {
  [BLOGS]?: BlogsState;
}

const blogsOf = (state: unknown): BlogsState => (state as StateWithBlogs)[BLOGS] ?? initialBlogsState;

/** Fetches the next page of post metadata (or the first, with reset); one request at a time. */
export const fetchPosts = createAsyncThunk<
  { items: BlogPostMeta[]; lastEvaluatedKey: BlogPageKey; reset: boolean },
  FetchPostsArgs | undefined,
  { rejectValue: string }
>(
  `${BLOGS}/fetchPosts`,
  async ({ reset = false } = {}, { dispatch, getState, rejectWithValue }) => {
    const key = reset ? null : blogsOf(getState()).lastEvaluatedKey;
    const request = dispatch(
      blogApi.endpoints.communityGetBlogPostsPage.initiate(key, { subscribe: false, forceRefetch: true }),
    );
    const result = await request;
    if (result.error || !result.data)
      return rejectWithValue(apiErrorMessage(result.error as ApiError | undefined, blogErrors.posts));
    return { items: result.data.items, lastEvaluatedKey: result.data.lastEvaluatedKey ?? null, reset };
  },
  {
    condition: (args, { getState }) => {
      const blogs = blogsOf(getState());
      if (blogs.status === 'loading') return false;
      return Boolean(args?.reset) || blogs.hasMorePosts;
    },
  },
);

function appendUnique<T>(list: T[], additions: readonly T[], keyOf: (item: T) => string): void {
  const seen = new Set(list.map(keyOf));
  for (const item of additions) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(item);
  }
}

export const blogsSlice = createSlice({
  name: BLOGS,
  initialState: initialBlogsState,
  reducers: {
    /** A tag click: selects the tag, or clears the filter when it is already selected. */
    toggleTag(state, action: PayloadAction<string>) {
      state.selectedTag = state.selectedTag === action.payload ? null : action.payload;
    },
    clearTag(state) {
      state.selectedTag = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchPosts.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchPosts.fulfilled, (state, { payload }) => {
        if (payload.reset) state.items = [];
        // New posts are appended; a post already listed (a refreshed first page) is not repeated.
        appendUnique(state.items, payload.items, (post) => post.id);
        state.lastEvaluatedKey = payload.lastEvaluatedKey;
        state.hasMorePosts = payload.lastEvaluatedKey !== null;
        state.status = 'succeeded';
      })
      .addCase(fetchPosts.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? blogErrors.posts;
      })
      // Fetched comments merge without duplicates by CommentID.
      .addMatcher(blogApi.endpoints.communityGetComments.matchFulfilled, (state, action) => {
        const postId = action.meta.arg.originalArgs;
        const list = (state.comments[postId] ??= []);
        appendUnique(list, action.payload, (comment) => comment.CommentID);
      })
      // A posted comment is appended.
      .addMatcher(blogApi.endpoints.communityPostComment.matchFulfilled, (state, action) => {
        const list = (state.comments[action.payload.PostID] ??= []);
        appendUnique(list, [action.payload], (comment) => comment.CommentID);
      })
      // The state restored from an earlier visit cannot have a request in flight.
      .addMatcher(sliceInjected.match, (state, action) => {
        if (action.payload.reducerPath === BLOGS && state.status === 'loading') state.status = 'idle';
      });
  },
  selectors: {
    selectBlogs: (state) => state,
    selectPosts: (state) => state.items,
    selectSelectedTag: (state) => state.selectedTag,
    selectPostComments: (state, postId: string) => state.comments[postId],
  },
});

declare module 'shared-events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to RootState
  interface LazyLoadedSlices extends WithSlice<typeof blogsSlice> {}
}

/** Persisted like the rest of the app state (spec: blogs is part of the saved state). */
export const injectedBlogs = injectSlice(blogsSlice);

export const { toggleTag, clearTag } = blogsSlice.actions;
export const { selectBlogs, selectPosts, selectSelectedTag, selectPostComments } = injectedBlogs.selectors;
