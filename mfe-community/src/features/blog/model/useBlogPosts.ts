import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from 'shared-events';
import { fetchPosts, selectBlogs } from './blogsSlice';

// Persisted posts show at once; the first use in a visit still refreshes them so new posts appear.
let refreshedThisVisit = false;

/** The blog list from the store, loading the first page when needed; `fetchMore` asks for the next page. */
export function useBlogPosts() {
  const dispatch = useAppDispatch();
  const blogs = useAppSelector(selectBlogs);
  const isEmpty = blogs.items.length === 0;

  useEffect(() => {
    if (refreshedThisVisit && !isEmpty) return;
    refreshedThisVisit = true;
    void dispatch(fetchPosts({ reset: true }));
  }, [dispatch, isEmpty]);

  const fetchMore = useCallback(() => void dispatch(fetchPosts()), [dispatch]);
  const retry = useCallback(
    () => void dispatch(fetchPosts({ reset: blogs.items.length === 0 })),
    [dispatch, blogs.items.length],
  );
  return { ...blogs, fetchMore, retry };
}
