import { expect, test, type Page } from '@playwright/test';
import { PageAudit } from '../fixtures/accessibility';

// The audit every journey runs on every page it visits (fixtures/accessibility.ts) must find what it is there to
// find, both ways axe reads a page: in the page itself when it has no frame, and frame by frame when it has one on
// another origin (the payment frame). Pages of their own, served by the browser's router: the site has no violation
// to find.
const PAGE = 'http://audit.test/';
const FRAME = 'http://frame.test/';
const CLEAN = '<!doctype html><html lang="en"><title>Clean</title><main><h1>Clean</h1></main></html>';
// No level-one heading and two regions of one name: best practices outside WCAG 2 A and AA, which the audit checks.
const BEST_PRACTICES_BROKEN =
  '<!doctype html><html lang="en"><title>Unclear</title><main><section aria-label="Offer"><p>One</p></section><section aria-label="Offer"><p>Two</p></section></main></html>';
const UNLABELLED_FIELD_AND_IMAGE =
  '<!doctype html><html lang="en"><title>Broken</title><main><h1>Broken</h1><input type="text"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></html>';

async function serve(page: Page, pages: Record<string, string>): Promise<void> {
  for (const [url, body] of Object.entries(pages))
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body }));
}

async function auditFindings(page: Page, url: string): Promise<string> {
  const audit = new PageAudit(page);
  await audit.install();
  await page.goto(url);
  const error = await audit.finish(test.info()).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  return error instanceof Error ? error.message : '';
}

test('the page audit reports what axe finds on a page without frames', async ({ page }) => {
  await serve(page, { [PAGE]: UNLABELLED_FIELD_AND_IMAGE });
  const findings = await auditFindings(page, PAGE);
  expect(findings).toContain('image-alt');
  expect(findings).toContain('label');
});

test('the page audit reports what axe finds inside a frame from another origin', async ({ page }) => {
  await serve(page, {
    [PAGE]: `<!doctype html><html lang="en"><title>Framed</title><main><h1>Framed</h1><iframe title="Other origin" src="${FRAME}"></iframe></main></html>`,
    [FRAME]: UNLABELLED_FIELD_AND_IMAGE,
  });
  const findings = await auditFindings(page, PAGE);
  expect(findings).toContain('image-alt');
  expect(findings).toContain('label');
});

test('the page audit reports the best practices a screen reader relies on: one level-one heading, unique landmarks', async ({
  page,
}) => {
  await serve(page, { [PAGE]: BEST_PRACTICES_BROKEN });
  const findings = await auditFindings(page, PAGE);
  expect(findings).toContain('page-has-heading-one');
  expect(findings).toContain('landmark-unique');
});

test('the page audit passes a page that keeps them', async ({ page }) => {
  await serve(page, { [PAGE]: CLEAN });
  expect(await auditFindings(page, PAGE)).toBe('');
});

test('the page audit waits for a busy part of the page, however long it is quiet, and reads what it then shows', async ({
  page,
}) => {
  // A region whose code is fetched again after a failure shows a quiet spinner for seconds, then the page.
  const LOADING_THEN_PAGE = `<!doctype html><html lang="en"><title>Loading</title><main><div id="region" aria-busy="true"><span role="status">Loading</span></div></main>
    <script>setTimeout(() => { document.getElementById('region').outerHTML = '<h1>Arrived</h1>'; }, 2500);</script></html>`;
  await serve(page, { [PAGE]: LOADING_THEN_PAGE });
  expect(await auditFindings(page, PAGE)).toBe('');
});
