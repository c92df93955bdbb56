// The build-time contract check: remotes share one RTK Query api, one store and one route table with the shell and
// shared-events, so a name two of them use, or one a manifest does not declare, breaks a remote only once both
// are loaded. Reads every manifest and, with the TypeScript parser, the endpoints and slices each remote's source
// really injects, the shell's own routes and the platform's own slices and endpoints.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { loadManifest } from './load-manifests.mjs';
import { MANIFEST_FILE, remoteDirs } from './manifests.mjs';
import { repoRoot } from './pnpm.mjs';

const SOURCE = /\.tsx?$/;
/** The functions that add to the shared api and store, and what they add. */
const INJECTORS = new Map([
  ['injectEndpoints', 'endpoint'],
  ['enhanceEndpoints', 'endpoint'],
  ['injectSlice', 'slice'],
]);
/** Where the shell lists the routes of its own pages, which no remote may claim. */
const SHELL_ROUTES = 'shell/src/app/routing/buildRoutes.tsx';
/** The package whose slices and endpoints every remote shares, which no remote may claim either. */
const PLATFORM = 'shared-events';
/** Tests and their helpers may build throwaway slices and apis; only what the remote ships counts. */
const NOT_SHIPPED = /(\.test\.tsx?$|(^|\/)(test|testing)\/)/;

/** The TypeScript files a remote ships, relative to its folder. */
function shippedSources(dir) {
  return readdirSync(path.join(dir, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !NOT_SHIPPED.test(file) && file !== MANIFEST_FILE.split(path.sep).join('/'))
    .sort();
}

const parsed = new Map();
function parse(file) {
  if (!parsed.has(file))
    parsed.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  return parsed.get(file);
}

/** What leaves the value of the expression it wraps as it is: parentheses, `as`, `satisfies`, `!`. */
const WRAPPERS = [
  ts.isParenthesizedExpression,
  ts.isAsExpression,
  ts.isSatisfiesExpression,
  ts.isNonNullExpression,
];
const unwrap = (node) => (node && WRAPPERS.some((is) => is(node)) ? unwrap(node.expression) : node);

const literalText = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

function propertyNamed(object, name) {
  return object.properties.find(
    (property) =>
      property.name &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      property.name.text === name,
  );
}

/** The object literal a function returns: `(build) => ({...})` or `{ return {...}; }`. */
function returnedObject(fn) {
  const body = unwrap(fn.body);
  if (body && ts.isObjectLiteralExpression(body)) return body;
  if (!body || !ts.isBlock(body)) return undefined;
  const returned = body.statements
    .filter(ts.isReturnStatement)
    .map((statement) => unwrap(statement.expression));
  return returned.length === 1 && returned[0] && ts.isObjectLiteralExpression(returned[0])
    ? returned[0]
    : undefined;
}

/** The names of `api.injectEndpoints({ endpoints: (build) => ({ name: ..., ... }) })`, or undefined if not literal. */
function injectedEndpointNames(call, file) {
  const options = unwrap(call.arguments[0]);
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  const property = propertyNamed(options, 'endpoints');
  const fn = property && (ts.isMethodDeclaration(property) ? property : unwrap(property.initializer));
  if (!fn || !(ts.isMethodDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)))
    return undefined;
  const object = returnedObject(fn);
  return object && keysOf(object, file);
}

/** The names of `api.enhanceEndpoints({ endpoints: { name: ..., ... } })` (none without `endpoints`), or undefined. */
function enhancedEndpointNames(call, file) {
  const options = unwrap(call.arguments[0]);
  if (!options || !ts.isObjectLiteralExpression(options) || !keysOf(options, file)) return undefined;
  const property = propertyNamed(options, 'endpoints');
  if (!property) return [];
  const endpoints = ts.isPropertyAssignment(property) ? unwrap(property.initializer) : undefined;
  return endpoints && ts.isObjectLiteralExpression(endpoints) ? keysOf(endpoints, file) : undefined;
}

/** The keys of an object literal, or undefined if one is not a literal or a constant (or is spread in). */
function keysOf(object, file) {
  const names = object.properties.map((member) => {
    if (!member.name) return undefined;
    if (ts.isComputedPropertyName(member.name)) return stringValue(member.name.expression, file);
    return ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : undefined;
  });
  return names.includes(undefined) ? undefined : names;
}

/** Follows a relative import to the file it names, as the bundler resolves it. */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find(existsSync);
}

/**
 * What an expression stands for: an identifier is followed to its `const` initializer in the same file or through
 * a relative import to the file that declares it. Returns the expression with its file, or undefined.
 */
function definition(node, file, seen = new Set()) {
  const expression = unwrap(node);
  if (!expression || !ts.isIdentifier(expression)) return expression && { node: expression, file };
  const key = `${file}#${expression.text}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  for (const statement of parse(file).statements) {
    if (ts.isVariableStatement(statement)) {
      const declaration = statement.declarationList.declarations.find(
        (candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === expression.text,
      );
      if (declaration) return definition(declaration.initializer, file, seen);
    }
    const bindings = ts.isImportDeclaration(statement) && statement.importClause?.namedBindings;
    const binding =
      bindings && ts.isNamedImports(bindings)
        ? bindings.elements.find((element) => element.name.text === expression.text)
        : undefined;
    const target = binding && resolveImport(file, statement.moduleSpecifier.text);
    if (target)
      return definition(
        ts.factory.createIdentifier((binding.propertyName ?? binding.name).text),
        target,
        seen,
      );
  }
  return undefined;
}

/** The string an expression is: a literal, or a constant holding one. */
function stringValue(node, file) {
  return literalText(definition(node, file)?.node);
}

/** The `name` of the `createSlice({...})` (or `reducerPath` of the `createApi`) an expression is or stands for. */
function sliceName(node, file) {
  const slice = definition(node, file);
  return slice && ts.isCallExpression(slice.node) ? createdSliceName(slice.node, slice.file) : undefined;
}

/** The slice a `createSlice({ name })` or `createApi({ reducerPath })` call makes, or undefined if unreadable. */
function createdSliceName(call, file) {
  const key = { createSlice: 'name', createApi: 'reducerPath' }[calleeName(call)];
  const options = unwrap(call.arguments[0]);
  if (!key || !options || !ts.isObjectLiteralExpression(options)) return undefined;
  const property = propertyNamed(options, key);
  // RTK Query's default reducerPath.
  if (!property && key === 'reducerPath') return 'api';
  if (property && ts.isPropertyAssignment(property)) return stringValue(property.initializer, file);
  if (property && ts.isShorthandPropertyAssignment(property)) return stringValue(property.name, file);
  return undefined;
}

function calleeName(call) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

const bindingsCache = new Map();
/**
 * The names a file binds that can stand for a function: name -> what each binding holds, `{ initializer }` for a
 * `const` (at any depth: the check does not model scopes, so a shadowed name counts for every binding) or
 * `{ imported, module }` for an import.
 */
function bindings(file) {
  if (bindingsCache.has(file)) return bindingsCache.get(file);
  const found = new Map();
  const add = (name, binding) => found.set(name, [...(found.get(name) ?? []), binding]);
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      node.parent.flags & ts.NodeFlags.Const
    )
      add(node.name.text, { initializer: node.initializer });
    if (ts.isImportSpecifier(node))
      add(node.name.text, {
        imported: (node.propertyName ?? node.name).text,
        module: node.parent.parent.parent.moduleSpecifier.text,
      });
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  bindingsCache.set(file, found);
  return found;
}

/**
 * The injector (a key of INJECTORS) an expression stands for: `api.injectEndpoints`, `api['injectEndpoints']`,
 * `injectSlice`, or a name bound to one of those by a `const` or an import (renamed or not, followed through
 * relative imports). Undefined for anything else.
 */
function injectorOf(node, file, seen = new Set()) {
  const expression = unwrap(node);
  if (!expression) return undefined;
  let name;
  if (ts.isPropertyAccessExpression(expression)) name = expression.name.text;
  else if (ts.isElementAccessExpression(expression))
    name = literalText(unwrap(expression.argumentExpression));
  else if (ts.isIdentifier(expression)) return injectorNamed(expression.text, file, seen);
  return INJECTORS.has(name) ? name : undefined;
}

function injectorNamed(name, file, seen) {
  const key = `${file}#${name}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  const found = bindings(file).get(name);
  // A name the file does not bind (a global, a parameter, a function) is taken at its word.
  if (!found) return INJECTORS.has(name) ? name : undefined;
  for (const binding of found) {
    const target = binding.module && resolveImport(file, binding.module);
    const injector = binding.initializer
      ? injectorOf(binding.initializer, file, seen)
      : target
        ? injectorNamed(binding.imported, target, seen)
        : INJECTORS.has(binding.imported) && binding.imported;
    if (injector) return injector;
  }
  return undefined;
}

/**
 * Names of declarations and members, which hold a value rather than refer to one (a `const`'s initializer is
 * checked on its own).
 */
const NAMING = [
  ts.isVariableDeclaration,
  ts.isPropertyAccessExpression,
  ts.isPropertyAssignment,
  ts.isMethodDeclaration,
  ts.isPropertyDeclaration,
  ts.isGetAccessorDeclaration,
  ts.isSetAccessorDeclaration,
  ts.isEnumMember,
  ts.isJsxAttribute,
];

/** The names an injection adds, or undefined when they are neither literals nor constants holding one. */
function injectedNames(injector, call, file) {
  if (injector === 'injectEndpoints') return injectedEndpointNames(call, file);
  if (injector === 'enhanceEndpoints') return enhancedEndpointNames(call, file);
  const name = call.arguments.length ? sliceName(call.arguments[0], file) : undefined;
  return name === undefined ? undefined : [name];
}

/**
 * What a package's shipped source injects: `{ kind, name, at, enhances }` per endpoint and slice (`at` is
 * file:line), `unreadable` for an injection whose names it cannot read, and `unfollowed` for every other use of
 * an injector (passing it around, destructuring it, naming it in a string) that would let an injection slip past.
 */
function findInjections(dir) {
  const injections = [];
  const unreadable = [];
  const unfollowed = [];
  for (const relative of shippedSources(dir)) {
    const file = path.join(dir, relative);
    const source = parse(file);
    const at = (node) =>
      `${path.basename(dir)}/${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const aliases = new Set(
      [...bindings(file).keys()].filter((name) => injectorNamed(name, file, new Set())),
    );

    /** Whether `node` is an expression standing for an injector (not the names inside one). */
    const refersToInjector = (node) => {
      if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node))
        return Boolean(injectorOf(node, file));
      if (!ts.isIdentifier(node) || !(INJECTORS.has(node.text) || aliases.has(node.text))) return false;
      return !NAMING.some((is) => is(node.parent) && node.parent.name === node);
    };

    const visit = (node) => {
      // Types name functions without calling them.
      if (ts.isTypeNode(node)) return;
      // `import { injectSlice as addSlice }`: a binding, followed wherever the name is used.
      if (ts.isImportSpecifier(node)) return;
      if (ts.isStringLiteralLike(node) && INJECTORS.has(node.text)) {
        unfollowed.push({ injector: node.text, at: at(node) });
        return;
      }
      if (!refersToInjector(node)) {
        // forEachChild stops at the first child whose visit returns a value; this one returns none.
        ts.forEachChild(node, visit);
        return;
      }

      const injector = injectorOf(node, file);
      if (!injector) {
        // An injector's name bound to something else (`const injectSlice = ...`): the check cannot tell what it does.
        unfollowed.push({ injector: node.text, at: at(node) });
        return;
      }
      let outer = node;
      while (WRAPPERS.some((is) => is(outer.parent))) outer = outer.parent;
      const use = outer.parent;
      if (ts.isCallExpression(use) && use.expression === outer) {
        const names = injectedNames(injector, use, file);
        if (!names) unreadable.push({ kind: INJECTORS.get(injector), at: at(use) });
        else
          for (const name of names)
            injections.push({
              kind: INJECTORS.get(injector),
              name,
              at: at(use),
              enhances: injector === 'enhanceEndpoints',
            });
      } else {
        // `const inject = api.injectEndpoints`: an alias, followed wherever it is used.
        const alias =
          ts.isVariableDeclaration(use) &&
          use.initializer === outer &&
          ts.isIdentifier(use.name) &&
          use.parent.flags & ts.NodeFlags.Const;
        if (!alias) unfollowed.push({ injector, at: at(node) });
      }
      // The object an injector is read from may itself hold one; its key was classified with it.
      if (!ts.isIdentifier(node)) visit(node.expression);
    };
    visit(source);
  }
  return { injections, unreadable, unfollowed };
}

const unreadableProblem = ({ kind, at }) =>
  `${at}: the ${kind} names it injects must be string literals or constants for this check to read`;

const unfollowedProblem = ({ injector, at }) =>
  `${at}: ${injector} is used in a way this check cannot follow; call it directly (api.injectEndpoints({ endpoints }), api.enhanceEndpoints({ endpoints }), injectSlice(slice))`;

/** Every value claimed more than once: `claims` is [claimant, value][]. */
function claimedTwice(claims) {
  const owners = new Map();
  for (const [remote, value] of claims) owners.set(value, [...(owners.get(value) ?? []), remote]);
  return [...owners].filter(([, remotes]) => remotes.length > 1);
}

/**
 * A route pattern as the router matches it (react-router: case-insensitive, a trailing slash optional, a
 * parameter's name irrelevant), so two patterns that match the same URLs compare equal.
 */
const routeKey = (pattern) =>
  `/${pattern.replace(/^\/+|\/+$/g, '')}`.toLowerCase().replace(/\/:[^/?]+/g, '/:');

/**
 * What the shell and the platform own, which no remote may claim: `{ what, owner, value }` per route of the
 * shell's own pages (read from SHELL_ROUTES) and per slice and endpoint of shared-events's shipped source.
 * @returns {{ claims: { what: string, owner: string, value: string }[], problems: string[] }}
 */
export function platformClaims(root = repoRoot) {
  const claims = [];
  const problems = [];
  const shellFile = path.join(root, SHELL_ROUTES);
  if (!existsSync(shellFile))
    problems.push(`${SHELL_ROUTES}: not found; the contract check reads the shell's own routes there`);
  else {
    // Every object literal with a readable `path` (or `index: true`, the home page) is a route of the shell's;
    // the remotes' routes in the same file take their paths from the runtime config, so they are not readable.
    const visit = (node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const index = propertyNamed(node, 'index');
        if (index && ts.isPropertyAssignment(index) && index.initializer.kind === ts.SyntaxKind.TrueKeyword)
          claims.push({ what: 'route path', owner: 'the shell', value: '/' });
        const route = propertyNamed(node, 'path');
        const value =
          route && ts.isPropertyAssignment(route) ? stringValue(route.initializer, shellFile) : undefined;
        if (value !== undefined && value !== '*')
          claims.push({ what: 'route path', owner: 'the shell', value });
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(shellFile));
    if (!claims.length)
      problems.push(
        `${SHELL_ROUTES}: no route paths found; the contract check reads the shell's own routes there`,
      );
  }

  const dir = path.join(root, PLATFORM);
  if (!existsSync(path.join(dir, 'src'))) {
    problems.push(
      `${PLATFORM}/src: not found; the contract check reads the platform's slices and endpoints there`,
    );
    return { claims, problems };
  }
  const { injections, unreadable } = findInjections(dir);
  problems.push(...unreadable.map(unreadableProblem));
  for (const { kind, name } of injections) claims.push({ what: kind, owner: PLATFORM, value: name });
  for (const relative of shippedSources(dir)) {
    const file = path.join(dir, relative);
    const source = parse(file);
    const visit = (node) => {
      if (ts.isCallExpression(node) && ['createSlice', 'createApi'].includes(calleeName(node))) {
        const name = createdSliceName(node, file);
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        if (name === undefined)
          problems.push(
            `${PLATFORM}/${relative}:${line}: the slice's name must be a string literal or a constant`,
          );
        else claims.push({ what: 'slice', owner: PLATFORM, value: name });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { claims, problems };
}

/**
 * One line per value two owners claim. `claims` are `{ owner, value, remote }` (remote: false for the shell's and
 * the platform's), compared by `key(value)`.
 */
function collisionProblems(what, claims, key) {
  const groups = new Map();
  for (const claim of claims) {
    const group = groups.get(key(claim.value)) ?? [];
    if (!group.some((other) => other.owner === claim.owner)) groups.set(key(claim.value), [...group, claim]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .map(([first, ...others]) => {
      const owned = !first.remote;
      const named = (owners) =>
        owners
          .map((claim) => (claim.value === first.value ? claim.owner : `${claim.owner} ('${claim.value}')`))
          .join(', ');
      return owned
        ? `${what} '${first.value}' belongs to ${first.owner}, so no remote may claim it: ${named(others.filter((claim) => claim.remote))}`
        : `${what} '${first.value}' is claimed by more than one remote: ${named([first, ...others])}`;
    });
}

/**
 * Checks the remotes under `root` against each other, against what the shell and the platform own, and against
 * their own source.
 * @returns {Promise<{ remotes: string[], problems: string[] }>} one line per problem; none means the check passed
 */
export async function checkContract(root = repoRoot) {
  const problems = [];
  const remotes = [];
  const own = platformClaims(root);
  problems.push(...own.problems);
  for (const dir of remoteDirs(root).sort()) {
    try {
      remotes.push(await loadManifest(dir));
    } catch (error) {
      problems.push(...error.message.split('\n'));
    }
  }

  const injectedBy = new Map();
  for (const remote of remotes) {
    const manifestFile = `${remote.folder}/${MANIFEST_FILE.split(path.sep).join('/')}`;
    for (const [module, file] of Object.entries(remote.exposes))
      if (!existsSync(path.join(remote.dir, file)))
        problems.push(`${manifestFile}: exposes ${module} from ${file}, which does not exist`);

    const { injections, unreadable, unfollowed } = findInjections(remote.dir);
    problems.push(...unreadable.map(unreadableProblem), ...unfollowed.map(unfollowedProblem));
    for (const kind of ['endpoint', 'slice']) {
      const declared = new Set(remote[`${kind}s`]);
      const injected = injections.filter((injection) => injection.kind === kind);
      for (const { name, at } of injected)
        if (!declared.has(name))
          problems.push(
            `${at}: ${remote.name} injects ${kind} '${name}', which its manifest does not declare`,
          );
      for (const name of declared)
        if (!injected.some((injection) => injection.name === name))
          problems.push(`${manifestFile}: declares ${kind} '${name}', which ${remote.name} never injects`);
      const added = injected.filter((injection) => !injection.enhances);
      for (const [name, places] of claimedTwice(added.map(({ name, at }) => [at, name])))
        problems.push(`${remote.name} injects ${kind} '${name}' more than once (${places.join(', ')})`);
    }
    injectedBy.set(remote, injections);
  }

  const injected = (remote, kind) =>
    injectedBy.get(remote).flatMap((injection) => (injection.kind === kind ? [injection.name] : []));
  const collisions = {
    endpoint: (remote) => [...remote.endpoints, ...injected(remote, 'endpoint')],
    slice: (remote) => [...remote.slices, ...injected(remote, 'slice')],
    'route path': (remote) => remote.routes.map((route) => route.path),
    region: (remote) => Object.keys(remote.regions),
    'dev port': (remote) => [String(remote.devPort)],
  };
  for (const [what, values] of Object.entries(collisions)) {
    const claims = [
      ...own.claims.filter((claim) => claim.what === what).map((claim) => ({ ...claim, remote: false })),
      ...remotes.flatMap((remote) =>
        values(remote).map((value) => ({ owner: remote.name, value, remote: true })),
      ),
    ];
    problems.push(...collisionProblems(what, claims, what === 'route path' ? routeKey : String));
  }
  return { remotes: remotes.map((remote) => remote.name), problems };
}
