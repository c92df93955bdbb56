import type { ReactNode } from 'react';
import { RegionFallback } from 'shared-ui';
import { RegionErrorBoundary } from '../remotes/RegionErrorBoundary';
import { FallbackBox, RegionLoading, UNAVAILABLE_TEXT } from '../remotes/RemoteRegion';
import { useOnDemand, type OnDemand } from 'shared-ui';

interface OnDemandPageProps<T> {
  part: OnDemand<T>;
  render: (loaded: T) => ReactNode;
}

/**
 * One of the shell's own pages whose code the start-up leaves out: it loads when the page is shown, with the same
 * loading and unavailable states (and Retry) as a remote's page.
 */
export function OnDemandPage<T>({ part, render }: OnDemandPageProps<T>) {
  const { loading, retry } = useOnDemand(part, true);
  const unavailable = (
    <FallbackBox>
      <RegionFallback title={UNAVAILABLE_TEXT} onRetry={retry} headingLevel={1} />
    </FallbackBox>
  );
  if (loading.status === 'failed') return unavailable;
  if (loading.status !== 'ready') return <RegionLoading kind="page" />;
  return <RegionErrorBoundary fallback={unavailable}>{render(loading.value)}</RegionErrorBoundary>;
}
