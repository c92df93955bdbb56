import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { checkContract, platformClaims } from './contract-check.mjs';
import { repoRoot } from './pnpm.mjs';

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function write(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** One line of source that injects endpoint `name` with `callee` (e.g. `api.injectEndpoints`). */
const injectEndpoint = (callee, name) =>
  `${callee}({ endpoints: (build) => ({ ${name}: build.query({ query: () => '/x' }) }) });\n`;

let nextPort = 4100;
/**
 * A small remote `mfe-<name>` under `root`: one exposed page on `/<name>`, and source that injects `endpoints`
 * (one injectEndpoints call) and `slices` (one createSlice + injectSlice each, the slice imported from its own file).
 * `manifest` overrides fields of its manifest, which by default declares exactly what the source injects; `files`
 * adds source files (path in the remote's folder -> text).
 */
function remote(root, name, { endpoints = [], slices = [], manifest = {}, files = {} } = {}) {
  const dir = path.join(root, `mfe-${name}`);
  for (const [file, text] of Object.entries(files)) write(path.join(dir, file), text);
  write(path.join(dir, 'src/features/page/Page.tsx'), 'export default function Page() { return null; }\n');
  if (endpoints.length)
    write(
      path.join(dir, 'src/features/data/api.ts'),
      `import { api } from 'shared-events';\nexport const dataApi = api.injectEndpoints({\n  endpoints: (build) => ({\n${endpoints
        .map((endpoint) => `    ${endpoint}: build.query({ query: () => '/x' }),\n`)
        .join('')}  }),\n});\n`,
    );
  slices.forEach((slice, index) => {
    write(
      path.join(dir, `src/features/state/slice${index}.ts`),
      // Every second slice takes its name from a constant, as community's blogs slice does.
      index % 2
        ? `import { createSlice } from '@reduxjs/toolkit';\nconst NAME = '${slice}' as const;\nexport const slice = createSlice({ name: NAME, initialState: {}, reducers: {} });\n`
        : `import { createSlice } from '@reduxjs/toolkit';\nexport const slice = createSlice({ name: '${slice}', initialState: {}, reducers: {} });\n`,
    );
    write(
      path.join(dir, `src/features/state/inject${index}.ts`),
      `import { injectSlice } from 'shared-events';\nimport { slice } from './slice${index}';\nexport const injected = injectSlice(slice);\n`,
    );
  });
  // A test's throwaway slice is not part of what the remote ships.
  write(
    path.join(dir, 'src/features/state/other.test.ts'),
    "injectSlice(createSlice({ name: 'testOnly', initialState: {}, reducers: {} }));\n",
  );
  const declared = {
    name,
    devPort: nextPort++,
    contract: 1,
    exposes: { './Page': './src/features/page/Page.tsx' },
    routes: [{ path: `/${name}`, module: './Page', title: name }],
    regions: {},
    endpoints,
    slices,
    events: { publishes: [], subscribes: [] },
    ...manifest,
  };
  write(path.join(dir, 'src/manifest.ts'), `export default ${JSON.stringify(declared, null, 2)};\n`);
}

/**
 * What the shell and shared-events own, laid out as in the real workspace: the shell's routes '/', '/login' and
 * '/redirect' (named by a constant from another file), the platform's slices `api` and `user` and its endpoint
 * `getCourses`.
 */
function platform(root) {
  write(
    path.join(root, 'shell/src/app/routing/buildRoutes.tsx'),
    [
      "import { SIGN_IN_RETURN_PATH } from '../../features/auth/model/postLoginRedirect';",
      'const shellRoutes = [',
      "  { index: true, element: null, handle: { title: 'Home' } },",
      "  { path: '/login', element: null, handle: { title: 'Login' } },",
      "  { path: SIGN_IN_RETURN_PATH, element: null, handle: { title: 'Signing In' } },",
      '];',
      'export function buildRoutes(config) {',
      '  const remoteRoutes = config.routes.map((route) => {',
      '    const path = route.path;',
      '    return { path, element: null };',
      '  });',
      "  return [{ children: [...shellRoutes, ...remoteRoutes, { path: '*', element: null }] }];",
      '}',
      '',
    ].join('\n'),
  );
  write(
    path.join(root, 'shell/src/features/auth/model/postLoginRedirect.ts'),
    "export const SIGN_IN_RETURN_PATH = '/redirect';\n",
  );
  write(
    path.join(root, 'shared-events/src/api/api.ts'),
    "import { createApi } from '@reduxjs/toolkit/query/react';\nexport const api = createApi({ reducerPath: 'api', baseQuery: () => ({ data: null }), endpoints: () => ({}) });\n",
  );
  write(
    path.join(root, 'shared-events/src/api/coreEndpoints.ts'),
    `import { api } from './api';\nexport const coreApi = ${injectEndpoint('api.injectEndpoints', 'getCourses')}`,
  );
  write(
    path.join(root, 'shared-events/src/session/userSlice.ts'),
    "import { createSlice } from '@reduxjs/toolkit';\nexport const userSlice = createSlice({ name: 'user', initialState: {}, reducers: {} });\n",
  );
}

/** A fresh folder with the shell, the platform, the clean pair of remotes `alpha` and `beta`, and what `change` adds or alters. */
async function problemsOf(change = () => {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'contract-check-'));
  roots.push(root);
  // An ES module workspace, like the real one (tsx loads a manifest as ESM only there).
  write(path.join(root, 'package.json'), '{ "type": "module" }\n');
  platform(root);
  const setups = {
    alpha: { endpoints: ['alphaGetThings', 'alphaSaveThing'], slices: ['alpha'] },
    beta: { endpoints: ['betaValidateCoupon'], slices: ['betaBasket'] },
  };
  change(setups, root);
  for (const [name, setup] of Object.entries(setups)) remote(root, name, setup);
  return (await checkContract(root)).problems;
}

test('passes when every name is declared, injected and owned by one remote', async () => {
  assert.deepEqual(await problemsOf(), []);
});

test('fails when two remotes inject the same endpoint name', async () => {
  const problems = await problemsOf((setups) => {
    setups.beta.endpoints = ['betaValidateCoupon', 'alphaGetThings'];
    setups.beta.manifest = { endpoints: ['betaValidateCoupon'] };
  });
  assert.ok(
    problems.includes("endpoint 'alphaGetThings' is claimed by more than one remote: alpha, beta"),
    problems.join('\n'),
  );
});

test('fails when two remotes inject the same slice name', async () => {
  const problems = await problemsOf((setups) => {
    setups.beta.slices = ['betaBasket', 'alpha'];
    setups.beta.manifest = { slices: ['betaBasket'] };
  });
  assert.ok(
    problems.includes("slice 'alpha' is claimed by more than one remote: alpha, beta"),
    problems.join('\n'),
  );
});

test('fails when a remote injects an endpoint or slice its manifest does not declare, or declares one it never injects', async () => {
  const problems = await problemsOf((setups) => {
    setups.alpha.manifest = { endpoints: ['alphaGetThings', 'alphaForgotten'], slices: [] };
  });
  assert.deepEqual(problems, [
    "mfe-alpha/src/features/data/api.ts:2: alpha injects endpoint 'alphaSaveThing', which its manifest does not declare",
    "mfe-alpha/src/manifest.ts: declares endpoint 'alphaForgotten', which alpha never injects",
    "mfe-alpha/src/features/state/inject0.ts:3: alpha injects slice 'alpha', which its manifest does not declare",
  ]);
});

test('fails when a route or region names an expose the remote does not build', async () => {
  const problems = await problemsOf((setups) => {
    setups.alpha.manifest = {
      routes: [{ path: '/alpha', module: './Missing', title: 'Alpha' }],
      regions: { 'home.alpha': { module: './AlsoMissing' } },
    };
    setups.beta.manifest = {
      exposes: { './Page': './src/features/page/Page.tsx', './Gone': './src/features/gone/Gone.tsx' },
      regions: { 'home.beta': { module: './Gone' } },
    };
  });
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(
    problems[0],
    /mfe-alpha\/src\/manifest\.ts: routes\[0\]\.module: '\.\/Missing' is not in exposes$/,
  );
  assert.match(
    problems[1],
    /mfe-alpha\/src\/manifest\.ts: regions\.home\.alpha: '\.\/AlsoMissing' is not in exposes$/,
  );
  assert.equal(
    problems[2],
    'mfe-beta/src/manifest.ts: exposes ./Gone from ./src/features/gone/Gone.tsx, which does not exist',
  );
});

test('fails when a name breaks the namespace rule or two remotes claim one route or region', async () => {
  const problems = await problemsOf((setups) => {
    setups.alpha.manifest = { regions: { newsletter: { module: './Page' } } };
    setups.beta.manifest = {
      routes: [{ path: '/alpha', module: './Page', title: 'Beta' }],
      regions: { newsletter: { module: './Page' } },
      endpoints: ['validateCoupon'],
    };
  });
  assert.match(
    problems[0],
    /mfe-beta\/src\/manifest\.ts: endpoints\[0\]: 'validateCoupon' must start with the remote's name/,
  );
  // beta's manifest is rejected, so only alpha's claims are left to compare: fix it and the collisions show.
  const collisions = await problemsOf((setups) => {
    setups.alpha.manifest = { regions: { newsletter: { module: './Page' } } };
    setups.beta.manifest = {
      routes: [{ path: '/alpha', module: './Page', title: 'Beta' }],
      regions: { newsletter: { module: './Page' } },
    };
  });
  assert.deepEqual(collisions, [
    "route path '/alpha' is claimed by more than one remote: alpha, beta",
    "region 'newsletter' is claimed by more than one remote: alpha, beta",
  ]);
});

test('finds injections made through a renamed import, a const alias (also when imported) or a string-keyed access', async () => {
  const problems = await problemsOf((setups) => {
    setups.alpha.files = {
      'src/features/extra/renamed.ts': [
        "import { createSlice } from '@reduxjs/toolkit';",
        "import { injectSlice as addSlice } from 'shared-events';",
        "addSlice(createSlice({ name: 'alphaRenamed', initialState: {}, reducers: {} }));\n",
      ].join('\n'),
      'src/features/extra/keyed.ts': `import { api } from 'shared-events';\n${injectEndpoint("api['injectEndpoints']", 'alphaKeyed')}`,
      'src/features/extra/inject.ts': `import { api } from 'shared-events';\nexport const inject = api.injectEndpoints;\n${injectEndpoint('inject', 'alphaAliased')}`,
      'src/features/extra/imported.ts': `import { inject } from './inject';\n\n${injectEndpoint('(inject)', 'alphaImported')}`,
    };
  });
  const undeclared = (at, kind, name) =>
    `mfe-alpha/src/features/extra/${at}: alpha injects ${kind} '${name}', which its manifest does not declare`;
  assert.deepEqual(problems.sort(), [
    undeclared('imported.ts:3', 'endpoint', 'alphaImported'),
    undeclared('inject.ts:3', 'endpoint', 'alphaAliased'),
    undeclared('keyed.ts:2', 'endpoint', 'alphaKeyed'),
    undeclared('renamed.ts:3', 'slice', 'alphaRenamed'),
  ]);
});

test("counts the endpoints a remote changes with enhanceEndpoints as its own, so changing another remote's fails", async () => {
  const problems = await problemsOf((setups) => {
    setups.alpha.files = {
      // Enhancing its own endpoint, or only adding tag types, claims nothing new.
      'src/features/extra/tags.ts': [
        "import { api } from 'shared-events';",
        "api.enhanceEndpoints({ addTagTypes: ['Things'], endpoints: { alphaGetThings: { providesTags: ['Things'] } } });",
        "api.enhanceEndpoints({ addTagTypes: ['More'] });\n",
      ].join('\n'),
    };
    setups.beta.files = {
      'src/features/extra/enhance.ts': [
        "import { api } from 'shared-events';",
        'api.enhanceEndpoints({ endpoints: { alphaGetThings: (endpoint) => { endpoint.keepUnusedDataFor = 0; } } });\n',
      ].join('\n'),
    };
  });
  assert.deepEqual(problems, [
    "mfe-beta/src/features/extra/enhance.ts:2: beta injects endpoint 'alphaGetThings', which its manifest does not declare",
    "endpoint 'alphaGetThings' is claimed by more than one remote: alpha, beta",
  ]);
});

test('reports every use of injectEndpoints, enhanceEndpoints or injectSlice it cannot follow, naming the line', async () => {
  const problems = await problemsOf((setups) => {
    setups.alpha.files = {
      'src/features/extra/tricks.ts': [
        "import { api } from 'shared-events';",
        'const { injectEndpoints } = api;',
        'export const bound = api.enhanceEndpoints.bind(api);',
        "const key = 'injectSlice';",
        'let later = api.injectEndpoints;',
        "export { injectSlice as addSlice } from 'shared-events';",
        'export const tools = { inject: api[key] };',
        'const injectSlice = (slice: unknown) => slice;',
        'injectSlice(tools);',
        '',
      ].join('\n'),
    };
  });
  const unfollowed = (line, injector) =>
    `mfe-alpha/src/features/extra/tricks.ts:${line}: ${injector} is used in a way this check cannot follow; call it directly (api.injectEndpoints({ endpoints }), api.enhanceEndpoints({ endpoints }), injectSlice(slice))`;
  assert.deepEqual(problems, [
    unfollowed(2, 'injectEndpoints'),
    unfollowed(3, 'enhanceEndpoints'),
    unfollowed(4, 'injectSlice'),
    unfollowed(5, 'injectEndpoints'),
    unfollowed(6, 'injectSlice'),
    unfollowed(9, 'injectSlice'),
  ]);
});

test('compares route patterns as the router matches them: any parameter name, any case, a trailing slash or not', async () => {
  const problems = await problemsOf((setups) => {
    setups.alpha.manifest = { routes: [{ path: '/course/:courseLink', module: './Page', title: 'Course' }] };
    setups.beta.manifest = {
      routes: [
        { path: '/course/:slug', module: './Page', title: 'Course' },
        { path: '/Beta/', module: './Page', title: 'Beta' },
      ],
    };
    setups.epsilon = { manifest: { routes: [{ path: '/beta', module: './Page', title: 'Epsilon' }] } };
  });
  assert.deepEqual(problems, [
    "route path '/course/:courseLink' is claimed by more than one remote: alpha, beta ('/course/:slug')",
    "route path '/Beta/' is claimed by more than one remote: beta, epsilon ('/beta')",
  ]);
});

test("fails when a remote claims a route of the shell's or a slice or endpoint of the platform's", async () => {
  const problems = await problemsOf((setups) => {
    setups.beta.manifest = {
      routes: [
        { path: '/', module: './Page', title: 'Home' },
        { path: '/Login/', module: './Page', title: 'Login' },
        { path: '/redirect', module: './Page', title: 'Redirect' },
      ],
    };
    // `<remote><Thing>` can spell a platform name.
    setups.get = { endpoints: ['getCourses'] };
    setups.user = { slices: ['user'] };
    setups.api = { slices: ['api'] };
  });
  assert.deepEqual(problems, [
    "endpoint 'getCourses' belongs to shared-events, so no remote may claim it: get",
    "slice 'api' belongs to shared-events, so no remote may claim it: api",
    "slice 'user' belongs to shared-events, so no remote may claim it: user",
    "route path '/' belongs to the shell, so no remote may claim it: beta",
    "route path '/login' belongs to the shell, so no remote may claim it: beta ('/Login/')",
    "route path '/redirect' belongs to the shell, so no remote may claim it: beta",
  ]);
});

test("fails when it cannot read the shell's routes or the platform's source", async () => {
  const problems = await problemsOf((setups, root) => {
    rmSync(path.join(root, 'shell'), { recursive: true });
    rmSync(path.join(root, 'shared-events'), { recursive: true });
  });
  assert.deepEqual(problems, [
    "shell/src/app/routing/buildRoutes.tsx: not found; the contract check reads the shell's own routes there",
    "shared-events/src: not found; the contract check reads the platform's slices and endpoints there",
  ]);
  const unread = await problemsOf((setups, root) =>
    write(path.join(root, 'shell/src/app/routing/buildRoutes.tsx'), 'export const routes = [];\n'),
  );
  assert.deepEqual(unread, [
    "shell/src/app/routing/buildRoutes.tsx: no route paths found; the contract check reads the shell's own routes there",
  ]);
});

test("reads the real shell's routes and the real platform's slices and endpoints", () => {
  const { claims, problems } = platformClaims(repoRoot);
  assert.deepEqual(problems, []);
  const owned = (what) => claims.filter((claim) => claim.what === what).map((claim) => claim.value);
  for (const route of ['/', '/login', '/redirect', '/privacy-policy', '/refund-policy', '/terms-of-service'])
    assert.ok(owned('route path').includes(route), `${route} in ${owned('route path').join(', ')}`);
  assert.deepEqual(owned('slice').sort(), ['api', 'user', 'ux']);
  for (const endpoint of ['getCourses', 'getEnrollments', 'sendContactMessage'])
    assert.ok(owned('endpoint').includes(endpoint), endpoint);
});
