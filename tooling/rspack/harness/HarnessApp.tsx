import type { RuntimeConfig } from 'shared-contract';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { createAppStore } from 'shared-events';
import { PageContainer, Spinner, ThemeProvider } from 'shared-ui';

type PageLoaders = Record<string, () => Promise<{ default: ComponentType }>>;

interface HarnessAppProps {
  config: RuntimeConfig;
  remoteName: string;
  pages: PageLoaders;
}

function lazyPage(pages: PageLoaders, module: string) {
  const load = pages[module];
  if (!load) throw new Error(`The remote does not expose ${module}, which the runtime config routes to it`);
  const Page = lazy(load);
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Page />
    </Suspense>
  );
}

function harnessRoutes({ config, remoteName, pages }: HarnessAppProps): RouteObject[] {
  const routes = config.routes.filter((route) => route.remote === remoteName);
  const regions = Object.entries(config.regions).filter(([, region]) => region.remote === remoteName);
  const index = (
    <PageContainer>
      <h1>{remoteName} remote (standalone)</h1>
      <nav aria-label="Pages of this remote">
        <ul>
          {routes.map((route) => (
            <li key={route.path}>
              <Link to={route.path.replace(/:(\w+)/g, 'example-$1')}>{route.title}</Link>{' '}
              <code>{route.path}</code>
            </li>
          ))}
        </ul>
      </nav>
      {regions.map(([name, region]) => (
        <section key={name} aria-label={`Region ${name}`}>
          {lazyPage(pages, region.module)}
        </section>
      ))}
    </PageContainer>
  );
  return [
    {
      element: <Outlet />,
      children: [
        { index: true, element: index },
        ...routes.map((route) => ({ path: route.path, element: lazyPage(pages, route.module) })),
      ],
    },
  ];
}

function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function HarnessApp(props: HarnessAppProps) {
  const { store } = useMemo(() => createAppStore(), []);
  const routes = useMemo(() => harnessRoutes(props), [props]);
  return (
    <Provider store={store}>
      <ThemeProvider>
        <BrowserRouter>
          <HarnessRoutes routes={routes} />
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  );
}
