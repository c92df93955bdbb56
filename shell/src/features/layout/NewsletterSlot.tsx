import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useRuntimeConfig } from 'shared-platform';
import { RemoteRegion } from '../../shared/remotes/RemoteRegion';

/** Waits for the browser to be idle (or at most `timeoutMs`), so the offer never competes with the page. */
function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), timeoutMs / 4);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}

// The offer itself floats over the page; only its loading state and fallback take room here, kept small.
const Slot = styled.aside`
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  &:empty {
    display: none;
  }
  section {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    margin: ${({ theme }) => theme.space.xs} 0;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  }
  section h2 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  & > div:has(> [role='status']) {
    display: none;
  }
`;

/** The site-wide newsletter offer (region 'newsletter'), mounted on every page once the page is idle. */
export function NewsletterSlot() {
  const region = useRuntimeConfig().regions.newsletter;
  const idle = useIdle();
  if (!region) return null;
  return (
    <Slot aria-label="Newsletter offer">
      {idle && <RemoteRegion remote={region.remote} module={region.module} />}
    </Slot>
  );
}
