import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { courses, lessons } from '../catalog';
import { buildSiteFiles, filesUnder, publicFilesDir, sourcesDir } from './siteFiles';

/** The shell copies shell/public to the site root, so /files/x is served from shell/public/files/x. */
const siteRoot = path.dirname(publicFilesDir);

/** Every /files/ path the seed hands out: course downloads, lesson downloads and links inside lesson HTML. */
const seedFilePaths = [
  ...new Set([
    ...courses.flatMap((course) => (course.files_url ? [course.files_url] : [])),
    ...lessons.flatMap((lesson) => JSON.parse(lesson.files) as string[]),
    ...lessons.flatMap((lesson) => lesson.lesson_html.match(/\/files\/[\w./-]+/g) ?? []),
  ]),
].sort();

const rebuild = 'rebuild with: corepack pnpm --filter api exec tsx src/db/seed/files/writeSiteFiles.ts';

const python = spawnSync('python3', ['--version']).status === 0;

describe('learner files the seed refers to', () => {
  it('names a download for every course and the lesson files, all under /files/', () => {
    assert.deepEqual(
      courses.map((course) => course.files_url),
      courses.map((course) => `/files/courses/${course.course_link}.zip`),
    );
    assert.ok(seedFilePaths.some((file) => file.startsWith('/files/lessons/')));
    for (const file of seedFilePaths) assert.match(file, /^\/files\/(courses|lessons)\/[\w.-]+\.(zip|py)$/);
  });

  it('serves every one of them from shell/public, and nothing the seed does not name', () => {
    for (const file of seedFilePaths)
      assert.ok(existsSync(path.join(siteRoot, file)), `${file} is missing under shell/public`);
    assert.deepEqual(
      filesUnder(publicFilesDir).map((relative) => `/files/${relative}`),
      seedFilePaths,
    );
  });

  it('keeps the committed files identical to a fresh build from their sources', () => {
    const built = buildSiteFiles();
    assert.deepEqual([...built.keys()].sort(), filesUnder(publicFilesDir), rebuild);
    for (const [relative, data] of built) {
      assert.ok(
        readFileSync(path.join(publicFilesDir, relative)).equals(data),
        `/files/${relative} is out of date: ${rebuild}`,
      );
    }
  });

  it('writes only Python that parses, and zips that Python itself can open and check', (t) => {
    if (!python) {
      t.skip('python3 is not installed here');
      return;
    }
    const sources = filesUnder(sourcesDir)
      .filter((file) => file.endsWith('.py'))
      .map((file) => path.join(sourcesDir, file));
    assert.ok(sources.length >= 10);
    const parsed = spawnSync(
      'python3',
      [
        '-c',
        'import ast, sys\nfor name in sys.argv[1:]:\n    ast.parse(open(name, encoding="utf-8").read(), name)',
        ...sources,
      ],
      {
        encoding: 'utf8',
      },
    );
    assert.equal(parsed.status, 0, parsed.stderr);
    for (const zip of filesUnder(publicFilesDir).filter((file) => file.endsWith('.zip'))) {
      const tested = spawnSync('python3', ['-m', 'zipfile', '-t', path.join(publicFilesDir, zip)], {
        encoding: 'utf8',
      });
      assert.equal(tested.status, 0, `${zip}: ${tested.stderr}`);
    }
  });
});
