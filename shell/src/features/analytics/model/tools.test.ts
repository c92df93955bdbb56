import { createAdPixel, createMarketing, createTagManager, createWebAnalytics } from './tools';

type TestWindow = Window & { dataLayer?: unknown[]; fbq?: { queue: unknown[] }; _learnq?: unknown[] };
const testWindow = window as TestWindow;

const scriptSources = () => [...document.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  document.head.innerHTML = '';
  delete testWindow.dataLayer;
  delete testWindow.fbq;
  delete testWindow._learnq;
});

it('tag manager: loads the container from its host and pushes events to the data layer', () => {
  const tool = createTagManager('GTM-TEST', 'http://127.0.0.1:19001/');
  tool.load();
  tool.identify('ada@example.com');
  tool.track('Course Card Clicked', { courseName: 'Python Advanced' });
  expect(scriptSources()).toEqual(['http://127.0.0.1:19001/gtm.js?id=GTM-TEST']);
  expect(testWindow.dataLayer?.slice(1)).toEqual([
    { event: 'identify', email: 'ada@example.com' },
    { event: 'Course Card Clicked', courseName: 'Python Advanced' },
  ]);
});

it('web analytics: queues gtag commands as arguments objects', () => {
  const tool = createWebAnalytics('G-TEST');
  tool.load();
  tool.track('Course Card Clicked', { courseName: 'Python Advanced' });
  expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST']);
  const commands = (testWindow.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  expect(commands[1]).toEqual(['config', 'G-TEST', { send_page_view: false }]);
  expect(commands[2]).toEqual(['event', 'Course Card Clicked', { courseName: 'Python Advanced' }]);
});

it('ad pixel: queues init with the e-mail for matching and custom events', () => {
  const tool = createAdPixel('PIXEL1');
  tool.load();
  tool.identify('ada@example.com');
  tool.track('Course Card Clicked', { courseName: 'Python Advanced' });
  expect(scriptSources()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
  expect(testWindow.fbq?.queue).toEqual([
    ['init', 'PIXEL1'],
    ['init', 'PIXEL1', { em: 'ada@example.com' }],
    ['trackCustom', 'Course Card Clicked', { courseName: 'Python Advanced' }],
  ]);
});

it('marketing: identifies by e-mail and tracks through its queue', () => {
  const tool = createMarketing('PK_TEST');
  tool.load();
  tool.identify('ada@example.com');
  tool.track('Course Card Clicked', { courseName: 'Python Advanced' });
  expect(scriptSources()).toEqual(['https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=PK_TEST']);
  expect(testWindow._learnq).toEqual([
    ['identify', { $email: 'ada@example.com' }],
    ['track', 'Course Card Clicked', { courseName: 'Python Advanced' }],
  ]);
});
