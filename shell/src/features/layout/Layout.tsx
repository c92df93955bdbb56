import { Outlet } from 'react-router-dom';
import { useRuntimeConfig } from 'shared-events';
import { useEffect } from 'react';
import { Staged, StagingProvider, VisuallyHidden, firstScreenCommitted } from 'shared-ui';
import { AnalyticsBridge } from '../analytics';
import { CookieConsentBanner } from '../consent';
import { useDocumentMetadata, type TitledRoute } from '../metadata';
import { Footer } from './Footer';
import { Header } from './Header';
import { Main, Shell, SkipLink } from './Layout.styles';
import { useFocusPageHeading } from './model/useFocusPageHeading';
import { useScrollRestoration } from './model/useScrollRestoration';
import { useStagingOnArrival } from './model/useStagingOnArrival';
import { NewsletterSlot } from './NewsletterSlot';

/**
 * Header, the page and the footer around every route, plus what every page shares: title and description
 * (named by `pages`, the route table's pages), scroll position and focus on navigation,
 * the newsletter offer (loaded once the page is idle), cookie consent and the tracking tools behind it. On the page
 * a visitor arrives on, the footer and the parts of the page marked Staged render after the first screen, which
 * counts from this first commit (shared-ui's FirstScreen).
 */
export function Layout({ pages }: { pages: TitledRoute[] }) {
  useDocumentMetadata(pages);
  useScrollRestoration();
  useFocusPageHeading('main-content');
  const { consent } = useRuntimeConfig();
  const staging = useStagingOnArrival();
  // After the page's own holds were taken (layout effects), before the browser paints it.
  useEffect(() => firstScreenCommitted(), []);
  return (
    <StagingProvider value={staging}>
      <Shell>
        <VisuallyHidden as={SkipLink} href="#main-content" $focusable>
          Skip to main content
        </VisuallyHidden>
        <Header />
        <Main id="main-content" tabIndex={-1}>
          <Outlet />
        </Main>
        <NewsletterSlot />
        <Staged>
          <Footer />
        </Staged>
        {/* Not staged: it takes the place of index.html's notice (consent/early) in the first render. */}
        <CookieConsentBanner {...consent} />
        <AnalyticsBridge />
      </Shell>
    </StagingProvider>
  );
}
