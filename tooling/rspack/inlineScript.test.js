import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { inlineScript } from './inlineScript.js';

const root = path.join(import.meta.dirname, '../..');

function withModules(files, run) {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-script-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return run(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

test('a module and what it imports become one script with no import, export or loader helper', () =>
  withModules(
    {
      'entry.ts':
        "import { twice } from './twice';\nconst named = (n: number): number => twice(n) + 1;\nwindow.result = named(20);\n",
      'twice.ts': 'export function twice(n: number): number {\n  return n * 2;\n}\n',
    },
    async (dir) => {
      const source = await inlineScript(path.join(dir, 'entry.ts'));
      assert.doesNotMatch(source, /\bimport\b|\bexport\b|__name/);
      const window = {};
      new Function('window', source)(window);
      assert.equal(window.result, 41);
    },
  ));

test('"</script" in the code comes out escaped, so it cannot end the element early', () =>
  withModules({ 'entry.ts': "document.body.innerHTML = '</script><p>page</p>';\n" }, async (dir) => {
    const source = await inlineScript(path.join(dir, 'entry.ts'));
    assert.doesNotMatch(source, /<\/script/i);
    const document = { body: {} };
    new Function('document', source)(document);
    assert.equal(document.body.innerHTML, '</script><p>page</p>');
  }));

/** The little of a page the shell's head script touches: links in the head, fetch, the early requests. */
function fakePage(pathname, answers) {
  const links = [];
  const fetched = [];
  const response = (body) => ({ ok: true, json: async () => body, clone: () => response(body) });
  const window = {
    location: { pathname },
    fetch: (url) => {
      fetched.push(url);
      return url in answers
        ? Promise.resolve(response(answers[url]))
        : Promise.reject(new TypeError('offline'));
    },
  };
  const listeners = [];
  const document = {
    head: { append: (link) => links.push(link) },
    addEventListener: (type, listener, capture) => listeners.push({ type, capture }),
    createElement: () => {
      const attributes = {};
      return { attributes, setAttribute: (name, value) => (attributes[name] = value) };
    },
  };
  return { window, document, links, fetched, listeners };
}

test("the shell's head script, as the build bundles it, starts the config and a course page's warm-up for the app to take, and stands by for a failed start-up script", async () => {
  const source = await inlineScript(path.join(root, 'shell/src/app/warmup/headScript.ts'));
  const { CONTRACT_VERSION } = await import('../../shared-contract/src/manifest/contractVersion.ts');
  const page = fakePage('/course/python-basics', {
    '/config.json': {
      apiBaseUrl: 'http://api.test/dev',
      remotes: [{ name: 'catalog', entry: 'http://catalog.test/mf-manifest.json' }],
      routes: [{ path: '/course/:courseLink', remote: 'catalog', module: './CourseDetailPage' }],
    },
    'http://api.test/dev/courses': {
      body: JSON.stringify({ Courses: [{ CourseLink: 'python-basics', CourseImage: '/images/basics.svg' }] }),
    },
    'http://catalog.test/mf-manifest.json': {
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        contract: CONTRACT_VERSION,
      },
      exposes: [{ path: './CourseDetailPage', assets: { js: { sync: ['page.js'] }, css: { sync: [] } } }],
    },
  });
  new Function('window', 'document', 'fetch', 'location', source)(
    page.window,
    page.document,
    page.window.fetch,
    page.window.location,
  );
  assert.ok(page.window.__shellConfigRequest, "the cookie notice's copy of the config request");
  assert.deepEqual(
    page.listeners,
    [{ type: 'error', capture: true }],
    'stands by for a failed start-up script',
  );
  await new Promise((resolve) => setTimeout(resolve, 20));

  assert.deepEqual(page.fetched, [
    '/config.json',
    'http://api.test/dev/courses',
    'http://catalog.test/mf-manifest.json',
  ]);
  assert.deepEqual([...page.window.__shellEarlyRequests.keys()], page.fetched);
  const preloads = page.links.filter((link) => link.rel === 'preload').map((link) => link.href);
  assert.deepEqual(preloads.sort(), [
    '/images/basics.svg',
    'http://catalog.test/page.js',
    'http://catalog.test/remoteEntry.js',
  ]);
});
