import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { importTypeScript } from './typescript.js';

const root = path.join(import.meta.dirname, '../..');

test('the loader wraps a named closure in a helper of its own, so a function serialised for a page must not have one', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'typescript-'));
  try {
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
    const file = path.join(dir, 'named.ts');
    writeFileSync(
      file,
      'export function outer(): number {\n  const named = (): number => 1;\n  return named();\n}\n',
    );
    const { outer } = await importTypeScript(file);
    // __name, or __name2 when tsx is registered twice (as under `node --import tsx --test`).
    assert.match(outer.toString(), /\b__name\d*\(/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A page with the notice's markup, as far as its script touches it. */
function fakePage(cookie = '') {
  const clicks = new Map();
  const buttons = ['false', 'true'].map((value) => ({
    value,
    hidden: value === 'false',
    addEventListener: (type, listener) => clicks.set(value, listener),
  }));
  const page = {
    removed: false,
    notice: {
      hidden: true,
      querySelectorAll: () => buttons,
      remove: () => {
        page.removed = true;
      },
    },
    document: { cookie, getElementById: () => page.notice },
    click: (value) => clicks.get(value)(),
  };
  return page;
}

test("the shell's cookie-notice script, loaded as the build loads it, shows the notice and writes the answer", async () => {
  const { earlyNoticeScript } = await importTypeScript(
    path.join(root, 'shell/src/features/consent/early/earlyNoticePage.ts'),
  );
  const run = new Function('document', 'location', 'window', earlyNoticeScript());

  const page = fakePage();
  run(page.document, { protocol: 'https:' }, {});
  assert.equal(page.notice.hidden, false);
  page.click('true');
  assert.match(page.document.cookie, /^CookieConsent=true; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
  assert.equal(page.removed, true);

  const answered = fakePage('CookieConsent=false');
  run(answered.document, { protocol: 'http:' }, {});
  assert.equal(answered.removed, true);
});
