import { useEffect, useState } from 'react';
import { useRuntimeConfig } from 'shared-events';
import { RemoteRegion } from '../../shared/remotes/RemoteRegion';
import { Slot } from './NewsletterSlot.styles';

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

const NEWSLETTER_OFFER = 'Newsletter offer';

/** The site-wide newsletter offer (region 'newsletter'), mounted on every page once the page is idle. */
export function NewsletterSlot() {
  const region = useRuntimeConfig().regions.newsletter;
  const idle = useIdle();
  if (!region) return null;
  return (
    <Slot aria-label={NEWSLETTER_OFFER}>
      {idle && <RemoteRegion remote={region.remote} module={region.module} part={NEWSLETTER_OFFER} />}
    </Slot>
  );
}
