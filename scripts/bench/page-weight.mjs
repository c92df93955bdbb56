// `pnpm bench` part (b), first half: what /courses costs a browser, the JavaScript it downloads per origin
// (raw, gzipped and as sent). The same page load feeds the singleton count (singletons.mjs).
import { gzipSync } from 'node:zlib';
import { readShareScope, SINGLETON_PACKAGES } from '../../e2e/support/singletons.mjs';
import { HOST, kb, table } from './common.mjs';
import { REMOTES, withSiteInBrowser } from './site.mjs';

/** Loads /courses from the built site in Chromium: its scripts and the federation share scope. */
export function loadCoursesPage() {
  return withSiteInBrowser(async (browser, shellOrigin, ports) => {
    const originNames = new Map([
      [shellOrigin, 'shell'],
      ...REMOTES.map((remote) => [`http://${HOST}:${ports.remotes[remote.name]}`, remote.folder]),
    ]);
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return { url: response.url(), body, wire: sizes.responseBodySize };
        })(),
      );
    });
    process.stdout.write('  browser: /courses … ');
    await page.goto(`${shellOrigin}/courses`, { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'Courses' }).getByRole('article').first().waitFor();
    const shareScope = await page.evaluate(readShareScope, SINGLETON_PACKAGES);
    const scripts = await Promise.all(pending);
    console.info('done');
    return { chromium: browser.version(), originNames, scripts, shareScope };
  });
}

/** The page's JavaScript per origin, heaviest first. */
export function weighScripts({ scripts, originNames }) {
  const byOrigin = new Map();
  for (const script of scripts) {
    const origin = new URL(script.url).origin;
    const row = byOrigin.get(origin) ?? {
      origin: originNames.get(origin) ?? origin,
      files: 0,
      raw: 0,
      gzip: 0,
      wire: 0,
    };
    row.files += 1;
    row.raw += script.body.length;
    row.gzip += gzipSync(script.body, { level: 6 }).length;
    row.wire += script.wire;
    byOrigin.set(origin, row);
  }
  return [...byOrigin.values()].sort((a, b) => b.gzip - a.gzip);
}

/** The report's lines on the page's weight. */
export function pageWeightReport(origins) {
  const totals = origins.reduce(
    (sum, row) => ({
      files: sum.files + row.files,
      raw: sum.raw + row.raw,
      gzip: sum.gzip + row.gzip,
      wire: sum.wire + row.wire,
    }),
    { files: 0, raw: 0, gzip: 0, wire: 0 },
  );
  return [
    'JavaScript loaded by /courses (cold cache), per origin:',
    '',
    table(
      ['origin', 'files', 'raw', 'gzip -6', 'on the wire'],
      [
        ...origins.map((row) => [row.origin, row.files, kb(row.raw), kb(row.gzip), kb(row.wire)]),
        ['total', totals.files, kb(totals.raw), kb(totals.gzip), kb(totals.wire)],
      ],
    ),
  ];
}
