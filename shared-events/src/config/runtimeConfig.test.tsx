import { act, render, screen } from '@testing-library/react';
import type { RuntimeConfigInput } from 'shared-contract';
import { getRuntimeConfig, parseRuntimeConfig, setRuntimeConfig, useRuntimeConfig } from './runtimeConfig';

function validConfig(): RuntimeConfigInput {
  return {
    env: 'development',
    apiBaseUrl: 'http://127.0.0.1:4000/dev',
    brand: {
      siteName: 'PyLearn Academy',
      supportEmail: 'support@pylearn.academy',
      productLink: 'python-programming-masterclass',
    },
    identity: {
      region: 'us-east-1',
      userPoolId: 'local_pool',
      userPoolClientId: 'client',
      endpoint: 'http://127.0.0.1:9229',
      authFlowType: 'USER_PASSWORD_AUTH',
    },
    remotes: [{ name: 'catalog', entry: 'http://127.0.0.1:4101/mf-manifest.json' }],
    routes: [{ path: '/courses', remote: 'catalog', module: './CoursesPage', title: 'Courses' }],
    regions: { 'home.courses': { remote: 'catalog', module: './HomeCourses' } },
  };
}

describe('parseRuntimeConfig', () => {
  it('accepts a valid config and defaults analytics to no ids', () => {
    const config = parseRuntimeConfig(validConfig());
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:4000/dev');
    expect(config.analytics).toEqual({});
  });

  it('accepts analytics ids with script hosts and rejects a host that is not a URL', () => {
    const analytics = { tagManagerId: 'GTM-TEST', tagManagerHost: 'http://127.0.0.1:19001' };
    expect(parseRuntimeConfig({ ...validConfig(), analytics }).analytics).toEqual(analytics);
    expect(() => parseRuntimeConfig({ ...validConfig(), analytics: { adPixelHost: 'pixel' } })).toThrow(
      /analytics\.adPixelHost: /,
    );
  });

  it('names every bad field in the error', () => {
    const bad = {
      ...validConfig(),
      apiBaseUrl: 'not a url',
      brand: { ...validConfig().brand, supportEmail: 'nope' },
    };
    expect(() => parseRuntimeConfig(bad)).toThrow(/apiBaseUrl: .*; brand\.supportEmail: /);
  });

  it('rejects a remote name that cannot be a federation container name', () => {
    const bad = {
      ...validConfig(),
      remotes: [{ name: 'Catalog-1', entry: 'http://127.0.0.1:4101/mf-manifest.json' }],
    };
    expect(() => parseRuntimeConfig(bad)).toThrow(/remotes\[0\]\.name: /);
  });

  it('rejects a route that references an undeclared remote', () => {
    const bad = {
      ...validConfig(),
      routes: [{ path: '/blog', remote: 'community', module: './BlogPage', title: 'Blog' }],
    };
    expect(() => parseRuntimeConfig(bad)).toThrow(
      "Invalid runtime config: routes[0].remote: route '/blog' references undeclared remote 'community'",
    );
  });

  it('rejects a region that references an undeclared remote', () => {
    const bad = {
      ...validConfig(),
      regions: { 'home.posts': { remote: 'community', module: './LatestPosts' } },
    };
    expect(() => parseRuntimeConfig(bad)).toThrow(/regions\.home\.posts\.remote: /);
  });

  it('reports a missing section by its path', () => {
    const { identity: _identity, ...withoutIdentity } = validConfig();
    expect(() => parseRuntimeConfig(withoutIdentity)).toThrow(/identity: /);
  });
});

describe('runtime config holder', () => {
  function SiteName() {
    return <p>{useRuntimeConfig().brand.siteName}</p>;
  }

  it('serves the config that was set, to code and to components, and re-renders on change', () => {
    const config = parseRuntimeConfig(validConfig());
    setRuntimeConfig(config);
    expect(getRuntimeConfig()).toBe(config);

    render(<SiteName />);
    expect(screen.getByText('PyLearn Academy')).toBeInTheDocument();

    act(() => setRuntimeConfig({ ...config, brand: { ...config.brand, siteName: 'Other Academy' } }));
    expect(screen.getByText('Other Academy')).toBeInTheDocument();
  });
});
