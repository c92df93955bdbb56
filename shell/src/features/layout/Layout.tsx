import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useRuntimeConfig } from 'shared-platform';
import { Staged, StagingProvider, VisuallyHidden } from 'shared-ui';
import { AnalyticsBridge } from '../analytics';
import { CookieConsentBanner } from '../consent';
import { useDocumentMetadata, type TitledRoute } from '../metadata';
import { Footer } from './Footer';
import { Header } from './Header';
import { useFocusPageHeading } from './model/useFocusPageHeading';
import { useScrollRestoration } from './model/useScrollRestoration';
import { useStagingOnArrival } from './model/useStagingOnArrival';
import { NewsletterSlot } from './NewsletterSlot';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const SkipLink = styled(VisuallyHidden).attrs({ as: 'a', href: '#main-content', $focusable: true })`
  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space.xs};
    left: ${({ theme }) => theme.space.xs};
    z-index: ${({ theme }) => theme.zIndices.toast};
    padding: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * Header, the page and the footer around every route, plus what every page shares: title and description
 * (named by `pages`, the route table's pages), scroll position and focus on navigation,
 * the newsletter offer (loaded once the page is idle), cookie consent and the tracking tools behind it. On the page
 * a visitor arrives on, the footer and the parts of the page marked Staged render after the first screen.
 */
export function Layout({ pages }: { pages: TitledRoute[] }) {
  useDocumentMetadata(pages);
  useScrollRestoration();
  useFocusPageHeading('main-content');
  const { consent } = useRuntimeConfig();
  const staging = useStagingOnArrival();
  return (
    <StagingProvider value={staging}>
      <Shell>
        <SkipLink>Skip to main content</SkipLink>
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
