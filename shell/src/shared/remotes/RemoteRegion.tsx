import { startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { RegionFallback, Spinner } from 'shared-ui';
import { RegionErrorBoundary } from './RegionErrorBoundary';
import { Box, Loading } from './RemoteRegion.styles';
import { useRemoteLoader } from './RemoteLoaderContext';

export const UNAVAILABLE_TEXT = 'This part of the site is unavailable right now';
export const BEING_UPDATED_TEXT = 'It is being updated. Please reload the page in a few minutes.';

interface RemoteRegionProps {
  remote: string;
  /** The exposed module, e.g. './CoursesPage'. */
  module: string;
  /** A page region takes the page's place; others are sections of a page. */
  kind?: 'page' | 'section';
  /**
   * The route's whole page (not a home section, which holds a page's height while it loads): its fallback's
   * heading is then the page's level-one heading.
   */
  isRoutePage?: boolean;
  /** Names the fallback's region after the part it stands for (RegionFallback's `part`). */
  part?: string;
}

/** The box a region's fallback sits in, at the page's width. */
export function FallbackBox({ children }: { children: ReactNode }) {
  return <Box>{children}</Box>;
}

type RegionLoad =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'failed'; error: Error };

/**
 * The region's component as plain state, not through React.lazy and Suspense: React holds the content of a
 * Suspense boundary back until 300 ms after its fallback showed (its fallback throttle), which delayed every
 * remote page and section by that much. A module loaded before shows at once.
 */
function useRemoteComponent(remote: string, module: string, attempt: number): RegionLoad {
  const loader = useRemoteLoader();
  const loadedBefore = (): RegionLoad => {
    const Component = loader.loaded(remote, module);
    return Component ? { status: 'ready', Component } : { status: 'loading' };
  };
  const [state, setState] = useState<{ key: string; load: RegionLoad }>(() => ({
    key: `${remote}/${module}#${attempt}`,
    load: loadedBefore(),
  }));
  const key = `${remote}/${module}#${attempt}`;
  // Another module or a retry starts over (derived during render, so no stale frame shows).
  const current = state.key === key ? state.load : loadedBefore();
  if (state.key !== key) setState({ key, load: current });

  useEffect(() => {
    if (current.status !== 'loading') return undefined;
    let active = true;
    loader.load(remote, module).then(
      // Not urgent: React renders the remote's tree in slices, and input meanwhile goes first.
      (Component) => active && startTransition(() => setState({ key, load: { status: 'ready', Component } })),
      (error: unknown) =>
        active &&
        setState({
          key,
          load: { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) },
        }),
    );
    return () => {
      active = false;
    };
  }, [loader, remote, module, key, current.status]);
  return current;
}

/** What a region shows while its code loads: busy, so assistive technology waits for what it will hold. */
export function RegionLoading({ kind }: { kind: 'page' | 'section' }) {
  return (
    <Loading data-kind={kind} aria-busy="true">
      <Spinner label="Loading" />
    </Loading>
  );
}

/** Renders the loaded component; a failed load is thrown here, inside the region's error boundary. */
function RegionContent({ load, kind }: { load: RegionLoad; kind: 'page' | 'section' }) {
  if (load.status === 'failed') throw load.error;
  if (load.status === 'loading') return <RegionLoading kind={kind} />;
  return <load.Component />;
}

/** What a region shows instead of its content: why, and the way to try again that can help. */
function RegionUnavailable({
  remote,
  onRetry,
  isRoutePage = false,
  part,
}: {
  remote: string;
  onRetry?: () => void;
  isRoutePage?: boolean;
  part?: string;
}) {
  const refused = useRemoteLoader().refusal(remote) !== undefined;
  const headingLevel = isRoutePage ? 1 : 2;
  return (
    <FallbackBox>
      {refused ? (
        // A reload fetches the remote's manifest again, which may by then be a build this shell serves.
        <RegionFallback
          title={UNAVAILABLE_TEXT}
          message={BEING_UPDATED_TEXT}
          retryLabel="Reload page"
          onRetry={() => window.location.reload()}
          headingLevel={headingLevel}
          part={part}
        />
      ) : (
        <RegionFallback
          title={UNAVAILABLE_TEXT}
          onRetry={onRetry ?? (() => window.location.reload())}
          headingLevel={headingLevel}
          part={part}
        />
      )}
    </FallbackBox>
  );
}

/**
 * One place on the page filled by a remote's exposed component. A failure to load or render it replaces
 * this region only, with a Retry that loads the remote afresh (no page reload). A remote build the shell refuses
 * (made for another contract version) says it is being updated, and once refused it is not fetched again.
 */
export function RemoteRegion(props: RemoteRegionProps) {
  const refused = useRemoteLoader().refusal(props.remote) !== undefined;
  return refused ? (
    <RegionUnavailable remote={props.remote} isRoutePage={props.isRoutePage} part={props.part} />
  ) : (
    <LoadedRegion {...props} />
  );
}

function LoadedRegion({ remote, module, kind = 'section', isRoutePage, part }: RemoteRegionProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const load = useRemoteComponent(remote, module, attempt);

  const retry = useCallback(() => {
    // A remote that rendered and then threw is loaded already; only a failed load needs the cache cleared.
    if (load.status === 'failed') loader.reset(remote);
    setAttempt((count) => count + 1);
  }, [loader, remote, load.status]);

  return (
    <RegionErrorBoundary
      key={attempt}
      fallback={<RegionUnavailable remote={remote} onRetry={retry} isRoutePage={isRoutePage} part={part} />}
    >
      <RegionContent load={load} kind={kind} />
    </RegionErrorBoundary>
  );
}
