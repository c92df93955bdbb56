// The build-time contract check: remotes share one RTK Query api, one store and one route table, so a name two
// remotes use, or one a manifest does not declare, breaks a remote only once both are loaded. Reads every
// manifest and, with the TypeScript parser, the endpoints and slices each remote's source really injects.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { loadManifest } from './load-manifests.mjs';
import { MANIFEST_FILE, remoteDirs } from './manifests.mjs';
import { repoRoot } from './pnpm.mjs';

const SOURCE = /\.tsx?$/;
/** The calls that add to the shared api and store, and what they add. */
const INJECTORS = new Map([
  ['injectEndpoints', 'endpoint'],
  ['injectSlice', 'slice'],
]);
/** Tests and their helpers may build throwaway slices and apis; only what the remote ships counts. */
const NOT_SHIPPED = /(\.test\.tsx?$|(^|\/)(test|testing)\/)/;

/** The TypeScript files a remote ships, relative to its folder. */
function shippedSources(dir) {
  return readdirSync(path.join(dir, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !NOT_SHIPPED.test(file) && file !== MANIFEST_FILE.split(path.sep).join('/'));
}

const parsed = new Map();
function parse(file) {
  if (!parsed.has(file))
    parsed.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  return parsed.get(file);
}

const unwrap = (node) => (node && ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node);

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
function endpointNames(call, file) {
  const options = unwrap(call.arguments[0]);
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  const property = propertyNamed(options, 'endpoints');
  const fn = property && (ts.isMethodDeclaration(property) ? property : unwrap(property.initializer));
  if (!fn || !(ts.isMethodDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)))
    return undefined;
  const object = returnedObject(fn);
  if (!object) return undefined;
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
  let expression = unwrap(node);
  while (expression && (ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)))
    expression = unwrap(expression.expression);
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

/** The `name` of the `createSlice({...})` an expression is or stands for. */
function sliceName(node, file) {
  const slice = definition(node, file);
  if (!slice || !ts.isCallExpression(slice.node) || calleeName(slice.node) !== 'createSlice')
    return undefined;
  const options = unwrap(slice.node.arguments[0]);
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  const property = propertyNamed(options, 'name');
  if (property && ts.isPropertyAssignment(property)) return stringValue(property.initializer, slice.file);
  if (property && ts.isShorthandPropertyAssignment(property)) return stringValue(property.name, slice.file);
  return undefined;
}

function calleeName(call) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/**
 * What a remote's shipped source injects: `{ kind, name, at }` per endpoint and slice (`at` is file:line), plus
 * problems for an injection whose names it cannot read (neither literals nor constants holding one).
 */
function findInjections(dir) {
  const injections = [];
  const problems = [];
  for (const relative of shippedSources(dir)) {
    const file = path.join(dir, relative);
    const source = parse(file);
    const visit = (node) => {
      if (ts.isCallExpression(node)) {
        const kind = INJECTORS.get(calleeName(node));
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const at = `${path.basename(dir)}/${relative}:${line}`;
        if (kind) {
          const names =
            kind === 'endpoint' ? endpointNames(node, file) : [sliceName(node.arguments[0], file)];
          if (!names || names.includes(undefined))
            problems.push(
              `${at}: the ${kind} names it injects must be string literals or constants for this check to read`,
            );
          else for (const name of names) injections.push({ kind, name, at });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { injections, problems };
}

/** Every value claimed by more than one remote: `claims` is [remote, value][]. */
function claimedTwice(claims) {
  const owners = new Map();
  for (const [remote, value] of claims) owners.set(value, [...(owners.get(value) ?? []), remote]);
  return [...owners].filter(([, remotes]) => remotes.length > 1);
}

/**
 * Checks the remotes under `root` against each other and against their own source.
 * @returns {Promise<{ remotes: string[], problems: string[] }>} one line per problem; none means the check passed
 */
export async function checkContract(root = repoRoot) {
  const problems = [];
  const remotes = [];
  for (const dir of remoteDirs(root)) {
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

    const { injections, problems: unreadable } = findInjections(remote.dir);
    problems.push(...unreadable);
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
      for (const [name, places] of claimedTwice(injected.map(({ name, at }) => [at, name])))
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
    const claims = remotes.flatMap((remote) =>
      [...new Set(values(remote))].map((value) => [remote.name, value]),
    );
    for (const [value, owners] of claimedTwice(claims))
      problems.push(`${what} '${value}' is claimed by more than one remote: ${owners.join(', ')}`);
  }
  return { remotes: remotes.map((remote) => remote.name), problems };
}
