import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { learnerFilesDir } from '../../../features/learning/fileDownloads';
import { isLearnerFile } from '../../../features/learning/fileLinks';
import { courses, lessons } from '../catalog';
import { buildSiteFiles, filesUnder, sourcesDir } from './siteFiles';

/** The API's /files/x route serves api/files/x. */
const storeRoot = path.dirname(learnerFilesDir);
/** The shell copies shell/public to the site root, where anyone may fetch it. */
const shellPublic = fileURLToPath(new URL('../../../../../shell/public', import.meta.url));

/** Every /files/ path the seed hands out: course downloads and lesson downloads. */
const seedFilePaths = [
  ...new Set([
    ...courses.flatMap((course) => (course.files_url ? [course.files_url] : [])),
    ...lessons.flatMap((lesson) => JSON.parse(lesson.files) as string[]),
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
    for (const file of seedFilePaths) {
      assert.match(file, /^\/files\/(courses|lessons)\/[\w.-]+\.(zip|py)$/);
      assert.ok(isLearnerFile(file), `${file} would not get a signed link`);
    }
  });

  it('links no file from lesson HTML, where a plain link could not carry a signature', () => {
    for (const lesson of lessons) assert.doesNotMatch(lesson.lesson_html, /\/files\//, lesson.lesson_name);
  });

  it("keeps every one of them in the API's file store, nothing the seed does not name, and none in shell/public", () => {
    for (const file of seedFilePaths)
      assert.ok(existsSync(path.join(storeRoot, file)), `${file} is missing under api/files`);
    assert.deepEqual(
      filesUnder(learnerFilesDir).map((relative) => `/files/${relative}`),
      seedFilePaths,
    );
    assert.equal(
      existsSync(path.join(shellPublic, 'files')),
      false,
      'shell/public/files is public to anyone',
    );
  });

  it('keeps the committed files identical to a fresh build from their sources', () => {
    const built = buildSiteFiles();
    assert.deepEqual([...built.keys()].sort(), filesUnder(learnerFilesDir), rebuild);
    for (const [relative, data] of built) {
      assert.ok(
        readFileSync(path.join(learnerFilesDir, relative)).equals(data),
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
    for (const zip of filesUnder(learnerFilesDir).filter((file) => file.endsWith('.zip'))) {
      const tested = spawnSync('python3', ['-m', 'zipfile', '-t', path.join(learnerFilesDir, zip)], {
        encoding: 'utf8',
      });
      assert.equal(tested.status, 0, `${zip}: ${tested.stderr}`);
    }
  });
});
