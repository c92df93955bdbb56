import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { bus } from 'shared-events';
import { RegionFallback, Spinner } from 'shared-ui';
import { RegionErrorBoundary } from './RegionErrorBoundary';
import { useRemoteLoader } from './RemoteLoaderContext';

export const UNAVAILABLE_TEXT = 'This part of the site is unavailable right now';

interface RemoteRegionProps {
  remote: string;
  /** The exposed module, e.g. './CoursesPage'. */
  module: string;
  /** A page region takes the page's place; others are sections of a page. */
  kind?: 'page' | 'section';
}

// A loading page fills the screen, so the footer starts below the fold and does not jump when the page arrives.
const Loading = styled.div<{ $kind: 'page' | 'section' }>`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  min-height: ${({ $kind }) => ($kind === 'page' ? '100vh' : 'auto')};
  padding: ${({ theme, $kind }) => ($kind === 'page' ? theme.space.xxxl : theme.space.xl)} 0;
`;

const FallbackBox = styled.div`
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

/**
 * One place on the page filled by a remote's exposed component. A failure to load or render it replaces
 * this region only, with a Retry that loads the remote afresh (no page reload).
 */
export function RemoteRegion({ remote, module, kind = 'section' }: RemoteRegionProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const loadFailed = useRef(false);

  const createRegion = useCallback(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        try {
          return { default: await loader.load(remote, module) };
        } catch (error) {
          loadFailed.current = true;
          throw error;
        }
      }),
    [loader, remote, module],
  );
  // A retry needs a fresh lazy component: a lazy one that failed keeps its error.
  const [Region, setRegion] = useState(createRegion);

  const retry = useCallback(() => {
    // A remote that rendered and then threw is loaded already; only a failed load needs the cache cleared.
    if (loadFailed.current) loader.reset(remote);
    loadFailed.current = false;
    setRegion(() => createRegion());
    setAttempt((count) => count + 1);
  }, [loader, remote, createRegion]);

  const reportFailure = useCallback(
    (error: Error) =>
      bus.publish('remote:load-failed', { remote, module, message: error.message || String(error) }),
    [remote, module],
  );

  return (
    <RegionErrorBoundary
      key={attempt}
      onError={reportFailure}
      fallback={
        <FallbackBox>
          <RegionFallback title={UNAVAILABLE_TEXT} onRetry={retry} headingLevel={2} />
        </FallbackBox>
      }
    >
      <Suspense
        fallback={
          <Loading $kind={kind}>
            <Spinner label="Loading" />
          </Loading>
        }
      >
        <Region />
      </Suspense>
    </RegionErrorBoundary>
  );
}
