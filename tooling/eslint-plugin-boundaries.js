// Enforces the platform's dependency direction (docs/ARCHITECTURE.md, "Boundaries"):
// remotes and the shell import only the shared packages, shared packages import no app (shared-platform and
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
const WORKSPACE = [...APPS, 'shared-ui', 'shared-contract', 'shared-platform', 'shared-python', 'api', 'e2e'];

/** What each package may import from the workspace (the package itself is always allowed). */
const ALLOWED = {
  shell: ['shared-ui', 'shared-contract', 'shared-platform'],
  'shared-ui': [],
  'shared-contract': [],
  'shared-platform': ['shared-contract'],
  'shared-python': ['shared-contract'],
  // The api's tests check every seeded exercise with the real Python runner.
  api: ['shared-contract', 'shared-python'],
  e2e: [],
};
for (const app of APPS) ALLOWED[app] ??= ['shared-ui', 'shared-contract', 'shared-platform', 'shared-python'];

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

function isAllowed(from, target) {
  if (from === target.pkg) return true;
  return ALLOWED[from].some(
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
      if (!target || isAllowed(from, target)) return;
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

export default { meta: { name: 'platform-boundaries' }, rules: { 'import-boundaries': rule } };
