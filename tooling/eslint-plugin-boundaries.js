// Enforces the platform's dependency direction (docs/ARCHITECTURE.md, "Packages and boundaries"):
// remotes and the shell import only the shared packages, shared packages import no app (shared-events and
// shared-python only the contract), and the api imports only the contract (and shared-python in its tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const APPS = [
  'shell',
  'mfe-catalog',
  'mfe-learning',
  'mfe-checkout',
  'mfe-community',
  'mfe-workshop',
  'mfe-account',
];
const WORKSPACE = [...APPS, 'shared-ui', 'shared-contract', 'shared-events', 'shared-python', 'api', 'e2e'];

/** What each package may import from the workspace (the package itself is always allowed). */
const ALLOWED = {
  shell: ['shared-ui', 'shared-contract', 'shared-events'],
  'shared-ui': [],
  'shared-contract': [],
  'shared-events': ['shared-contract'],
  'shared-python': ['shared-contract'],
  // The api's tests check every seeded exercise with the real Python runner.
  api: ['shared-contract', 'shared-python'],
  e2e: [],
};
for (const app of APPS) ALLOWED[app] ??= ['shared-ui', 'shared-contract', 'shared-events', 'shared-python'];

/**
 * Test helpers only: shared-events' renderWithStore renders inside shared-ui's ThemeProvider, as the shell's root
 * does, so a component under test has the theme its styled components read.
 */
const TEST_HELPERS_ALLOWED = { 'shared-events/src/testing/': ['shared-ui'] };

function packageOfFile(filename) {
  const rel = path.relative(repoRoot, filename);
  if (rel.startsWith('..')) return undefined;
  const first = rel.split(path.sep)[0];
  return WORKSPACE.includes(first) ? first : undefined;
}

/** The workspace package (and subpath) an import specifier lands in, or undefined for third-party code. */
function targetOf(specifier, fromFile) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = path.resolve(path.dirname(fromFile), specifier);
    const pkg = packageOfFile(target);
    return pkg ? { pkg, specifier: pkg } : undefined;
  }
  const [name, ...rest] = specifier.split('/');
  if (!WORKSPACE.includes(name)) return undefined;
  return { pkg: name, specifier: rest.length ? `${name}/${rest.join('/')}` : name };
}

function isAllowed(from, target, fromFile) {
  if (from === target.pkg) return true;
  const rel = path.relative(repoRoot, fromFile).split(path.sep).join('/');
  const extra = Object.entries(TEST_HELPERS_ALLOWED).flatMap(([dir, pkgs]) =>
    rel.startsWith(dir) ? pkgs : [],
  );
  return [...ALLOWED[from], ...extra].some(
    (allowed) => target.specifier === allowed || target.specifier.startsWith(`${allowed}/`),
  );
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep remotes, the shell and the shared packages inside their import boundaries' },
    messages: {
      forbidden:
        "'{{from}}' may not import '{{specifier}}': it may import only {{allowed}}. Share code through a shared package, an event, the store or a route.",
    },
    schema: [],
  },
  create(context) {
    const from = packageOfFile(context.filename);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      const target = targetOf(source, context.filename);
      if (!target || isAllowed(from, target, context.filename)) return;
      context.report({
        node,
        messageId: 'forbidden',
        data: { from, specifier: source, allowed: ALLOWED[from].join(', ') || 'no workspace package' },
      });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * Where a file sits inside an app: its layer ('features' or 'app') and, for a feature, the feature's name.
 * Other folders (src/shared, src/testing, the entry files) are free to import anything in their package.
 */
function layerOf(filename) {
  const parts = path.relative(repoRoot, filename).split(path.sep);
  if (!APPS.includes(parts[0]) || parts[1] !== 'src') return undefined;
  if (parts[2] === 'app') return { pkg: parts[0], layer: 'app' };
  if (parts[2] === 'features' && parts.length > 4)
    return { pkg: parts[0], layer: 'features', feature: parts[3], rest: parts.slice(4) };
  return undefined;
}

/** A feature's public surface: its index.ts, and its testing/ folder's index for other features' tests. */
function isPublicSurface(rest) {
  const inner = rest.join('/').replace(/\.(tsx?|jsx?)$/, '');
  return ['', 'index', 'testing', 'testing/index'].includes(inner);
}

// Features are the leaves of an app: the app layer composes them, so a feature importing the app layer would
// make a cycle, and a feature reaching into another's files would tie it to that feature's inner layout.
const featureRule = {
  meta: {
    type: 'problem',
    docs: { description: "Keep a feature from importing the app layer or another feature's inner files" },
    messages: {
      appLayer:
        "A feature may not import the app layer ('{{specifier}}'): the app layer composes features. Move what both need to src/shared/.",
      innerFile:
        "Feature '{{from}}' may not import '{{specifier}}' from feature '{{to}}': import it from '{{to}}' (its index.ts), or move it to src/shared/.",
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || from.layer !== 'features') return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const rel = path
        .relative(repoRoot, path.resolve(path.dirname(context.filename), source))
        .split(path.sep);
      if (rel[0] !== from.pkg || rel[1] !== 'src') return;
      if (rel[2] === 'app') {
        context.report({ node, messageId: 'appLayer', data: { specifier: source } });
      } else if (
        rel[2] === 'features' &&
        rel[3] &&
        rel[3] !== from.feature &&
        !isPublicSurface(rel.slice(4))
      ) {
        context.report({
          node,
          messageId: 'innerFile',
          data: { from: from.feature, to: rel[3], specifier: source },
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      // jest.mock('../../other/x') ties a test to another feature's inner file just as an import does.
      'CallExpression[callee.object.name="jest"][callee.property.name=/^(mock|requireActual)$/]': (node) =>
        node.arguments[0]?.type === 'Literal' && check(node, node.arguments[0].value),
    };
  },
};

export default {
  meta: { name: 'platform-boundaries' },
  rules: { 'import-boundaries': rule, 'feature-boundaries': featureRule },
};
