// `npm run typecheck` (and npm test's type-check): every TypeScript program of the workspace, two at a time.
// The browser packages (shell, remotes, shared-ui, shared-events, shared-contract) are one program,
// tsconfig.browser.json: each package's own program compiles the shared packages' sources again (the remotes
// consume them as source), so seven programs did most of their work seven times (about 120 s here, against 23 s
// for the one). Each package keeps its own `typecheck` for working on it alone. What one program cannot see: a
// remote that reads a store slice only another remote declares (the slices merge into one RootState); the
// boundary rule (a remote imports only the shared packages) keeps such code out. The other packages run their own
// `typecheck`, and the remotes' dev harness (built into every remote) has its own program.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pnpmCommand, pnpmEnv, repoRoot } from './lib/pnpm.mjs';
import { BROWSER_CONFIG, browserFolders, checkedPackages } from './lib/typecheck-plan.mjs';

const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');

/** One program; its output is printed in one piece when it ends, so two programs' errors never mix. */
function check(title, [command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: repoRoot, env: pnpmEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += String(error)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(`${code === 0 ? 'ok' : 'FAILED'}  ${title} (${seconds} s)`);
      if (output.trim()) console.info(output.trimEnd());
      resolve(code === 0);
    });
  });
}

async function inPairs(jobs) {
  const results = [];
  const queue = [...jobs];
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = queue.shift(); job; job = queue.shift()) results.push(await job());
    }),
  );
  return results.every(Boolean);
}

const inBrowserProgram = await browserFolders(repoRoot);
const jobs = [
  () =>
    check(`the browser packages (${[...inBrowserProgram].sort().join(', ')})`, [
      tsc,
      ['--noEmit', '-p', BROWSER_CONFIG],
    ]),
  () => check("the remotes' dev harness", [tsc, ['--noEmit', '-p', 'tooling/rspack/harness/tsconfig.json']]),
  ...(await checkedPackages(repoRoot))
    .filter((folder) => !inBrowserProgram.has(folder))
    .map(
      (folder) => () =>
        check(folder, pnpmCommand(['--silent', '--filter', `./${folder}`, 'run', 'typecheck'])),
    ),
];
process.exit((await inPairs(jobs)) ? 0 : 1);
