import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/import-boundaries');
}

test('a remote importing another remote by package name is an error', async () => {
  const errors = await boundaryErrors(
    'mfe-catalog/src/x.ts',
    "import { thing } from 'mfe-learning';\nexport { thing };\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /'mfe-catalog' may not import 'mfe-learning'/);
});

test('a remote reaching into another remote by relative path is an error', async () => {
  const errors = await boundaryErrors(
    'mfe-checkout/src/a/b.ts',
    "export * from '../../../mfe-account/src/index';\n",
  );
  assert.equal(errors.length, 1);
});

test('a remote importing the shell is an error, and so is a dynamic import of another remote', async () => {
  const errors = await boundaryErrors(
    'mfe-workshop/src/x.ts',
    "import { a } from 'shell';\nexport const b = () => import('mfe-account');\nexport { a };\n",
  );
  assert.equal(errors.length, 2);
});

test('the contract imports no other workspace package', async () => {
  const errors = await boundaryErrors(
    'shared-contract/src/x.ts',
    "import { a } from 'shared-events';\nexport { a };\n",
  );
  assert.equal(errors.length, 1);
});

test('shared packages may not import an app', async () => {
  const errors = await boundaryErrors('shared-ui/src/x.ts', "import { a } from 'shell';\nexport { a };\n");
  assert.equal(errors.length, 1);
});

test('the api may import the contract but not shared-events', async () => {
  assert.equal(
    (await boundaryErrors('api/src/x.ts', "import { a } from 'shared-contract';\nexport { a };\n")).length,
    0,
  );
  assert.equal(
    (await boundaryErrors('api/src/y.ts', "import { a } from 'shared-events';\nexport { a };\n")).length,
    1,
  );
});

test('remotes and the shell may import shared-ui, shared-contract, shared-events and their own files', async () => {
  const code =
    "import { a } from 'shared-ui';\nimport { b } from 'shared-events';\nimport { c } from './c';\n" +
    "import { d } from 'shared-contract';\nexport { a, b, c, d };\n";
  assert.equal((await boundaryErrors('mfe-catalog/src/x.ts', code)).length, 0);
  assert.equal((await boundaryErrors('shell/src/x.ts', code)).length, 0);
});

async function featureErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/feature-boundaries');
}

test("a feature importing another feature's inner file is an error, in the shell and in a remote", async () => {
  const shell = await featureErrors(
    'shell/src/features/layout/Header.tsx',
    "import { A } from '../auth/components/AuthControls';\nexport { A };\n",
  );
  assert.equal(shell.length, 1);
  assert.match(shell[0].message, /Feature 'layout' may not import '..\/auth\/components\/AuthControls'/);
  const remote = await featureErrors(
    'mfe-catalog/src/features/home/components/X.tsx',
    "export { CourseList } from '../../courses/components/CourseList';\n" +
      "export const p = () => import('../../courses/components/CoursePrice');\n" +
      "jest.mock('../../courses/model/lessonRules');\n",
  );
  assert.equal(remote.length, 3);
});

test('a feature may import another feature through its index.ts and its testing/ index, and its own files', async () => {
  const code =
    "import { A } from '../../auth';\nimport { B } from '../../auth/index';\n" +
    "import { fake } from '../../auth/testing';\nimport { C } from '../model/c';\nimport { D } from '../../../shared/d';\n" +
    'export { A, B, C, D, fake };\n';
  assert.equal((await featureErrors('shell/src/features/layout/components/X.tsx', code)).length, 0);
});

test('a feature importing the app layer is an error; the app layer may import any feature file', async () => {
  const errors = await featureErrors(
    'mfe-learning/src/features/lesson/X.tsx',
    "import { a } from '../../app/startup/a';\nexport { a };\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /may not import the app layer/);
  const app = await featureErrors(
    'shell/src/app/routing/X.tsx',
    "import { L } from '../../features/layout/Layout';\nexport { L };\n",
  );
  assert.equal(app.length, 0);
});

test("shared-events imports shared-ui only in its test helpers (renderWithStore's ThemeProvider)", async () => {
  const code = "import { ThemeProvider } from 'shared-ui';\nexport { ThemeProvider };\n";
  assert.equal((await boundaryErrors('shared-events/src/testing/renderWithStore.tsx', code)).length, 0);
  assert.equal((await boundaryErrors('shared-events/src/store/x.ts', code)).length, 1);
});
