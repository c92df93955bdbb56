import { createAnalytics, toolsFromConfig } from './createAnalytics';
import type { TrackingTool } from './trackingTool';

function fakeTool(name: string) {
  const calls: unknown[][] = [];
  const tool: TrackingTool = {
    name,
    load: () => calls.push(['load']),
    identify: (email) => calls.push(['identify', email]),
    track: (event, properties) => calls.push(['track', event, properties]),
    pageView: (path, title) => calls.push(['pageView', path, title]),
  };
  return { tool, calls };
}

it('loads nothing and sends nothing before consent, and drops those events rather than sending them later', () => {
  const { tool, calls } = fakeTool('a');
  const analytics = createAnalytics([tool]);
  analytics.identify('ada@example.com');
  analytics.track('Course Card Clicked', { courseName: 'Python Advanced' });
  analytics.pageView('/courses', 'Courses');
  expect(calls).toEqual([]);
  analytics.setConsent(true);
  expect(calls).toEqual([['load'], ['identify', 'ada@example.com']]);
});

it('after consent loads every configured tool once and sends each event to all of them', () => {
  const first = fakeTool('a');
  const second = fakeTool('b');
  const analytics = createAnalytics([first.tool, second.tool]);
  analytics.setConsent(true);
  analytics.setConsent(true);
  analytics.track('Course Card Clicked', { courseName: 'Python Advanced' });
  for (const { calls } of [first, second])
    expect(calls).toEqual([['load'], ['track', 'Course Card Clicked', { courseName: 'Python Advanced' }]]);
});

it('identifies once per e-mail, and stops sending when consent is withdrawn', () => {
  const { tool, calls } = fakeTool('a');
  const analytics = createAnalytics([tool]);
  analytics.setConsent(true);
  analytics.identify('ada@example.com');
  analytics.identify('ada@example.com');
  analytics.setConsent(false);
  analytics.track('Video Played');
  expect(calls).toEqual([['load'], ['identify', 'ada@example.com']]);
});

it('with no tool configured sends nothing and logs each event instead', () => {
  const log = jest.fn();
  const analytics = createAnalytics([], log);
  analytics.setConsent(true);
  analytics.track('Course Card Clicked', { courseName: 'Python Advanced' });
  expect(log).toHaveBeenCalledWith(
    "[analytics] 'Course Card Clicked' not sent: no tracking tool configured",
    {
      courseName: 'Python Advanced',
    },
  );
});

it('enables exactly the tools whose id is configured', () => {
  expect(toolsFromConfig({}).map((tool) => tool.name)).toEqual([]);
  expect(
    toolsFromConfig({
      adPixelId: '123',
      marketingPublicKey: 'PK',
      webAnalyticsHost: 'http://127.0.0.1:1',
    }).map((tool) => tool.name),
  ).toEqual(['ad pixel', 'marketing']);
});
