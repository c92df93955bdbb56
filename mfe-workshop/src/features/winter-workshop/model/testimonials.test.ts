import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { introVideoId, testimonials } from './content';

// The shell serves the site's pictures from shell/public at its root, and its home page shows the site's
// sample lesson videos: read both where they are (the workshop remote cannot import the shell).
const shellDir = join(__dirname, '../../../../../shell');
const served = (path: string) => existsSync(join(shellDir, 'public', path));
const homeVideoIds = [
  ...readFileSync(join(shellDir, 'src/features/home/model/homeContent.ts'), 'utf8').matchAll(
    /videoId: '([\w-]+)'/g,
  ),
].map((match) => match[1]);

it('reads the home page videos it must not repeat', () => {
  expect(homeVideoIds).toHaveLength(6);
});

it('has five testimonials, each with its own still served by the site and a PNG to fall back to', () => {
  expect(testimonials).toHaveLength(5);
  const stills = testimonials.map((testimonial) => testimonial.thumbnail);
  expect(new Set(stills).size).toBe(5);
  for (const still of stills) {
    expect(still).toMatch(/^\/images\/workshop\/[\w-]+\.svg$/);
    expect(served(still)).toBe(true);
    expect(served(still.replace(/\.svg$/, '.png'))).toBe(true);
  }
});

it("gives each testimonial a video of its own: none repeats another, the home page's or the intro", () => {
  const videoIds = testimonials.flatMap((testimonial) => (testimonial.videoId ? [testimonial.videoId] : []));
  for (const videoId of videoIds) expect(videoId).toMatch(/^[\w-]{11}$/);
  expect(new Set(videoIds).size).toBe(videoIds.length);
  expect(videoIds.filter((videoId) => homeVideoIds.includes(videoId) || videoId === introVideoId)).toEqual(
    [],
  );
});
