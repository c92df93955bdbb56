import { Outlet } from 'react-router-dom';
import { useRuntimeConfig } from 'shared-events';
import { AnalyticsBridge } from '../analytics';
import { CookieConsentBanner } from '../consent';
import { useDocumentMetadata, type TitledRoute } from '../metadata';
import { Footer } from './Footer';
import { Header } from './Header';
import { Main, Shell, SkipLink } from './Layout.styles';
import { useFocusPageHeading } from './model/useFocusPageHeading';
import { useScrollRestoration } from './model/useScrollRestoration';
import { NewsletterSlot } from './NewsletterSlot';

/**
 * Header, the page and the footer around every route, plus what every page shares: title and description
 * (named by `pages`, the route table's pages), scroll position and focus on navigation,
 * the newsletter offer (loaded once the page is idle), cookie consent and the tracking tools behind it.
 */
export function Layout({ pages }: { pages: TitledRoute[] }) {
  useDocumentMetadata(pages);
  useScrollRestoration();
  useFocusPageHeading('main-content');
  const { consent } = useRuntimeConfig();
  return (
    <Shell>
      <SkipLink forwardedAs="a" href="#main-content" $focusable>
        Skip to main content
      </SkipLink>
      <Header />
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <NewsletterSlot />
      <Footer />
      {/* Takes the place of index.html's notice (consent/early) in the first render. */}
      <CookieConsentBanner {...consent} />
      <AnalyticsBridge />
    </Shell>
  );
}
