import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EMPLOYERS, GALLERY_VIDEOS, TESTIMONIALS } from './homeContent';

// The site serves shell/public at its root, so every media path the pages use must be a file there.
const publicDir = join(__dirname, '../../../../public');
const served = (path: string) => existsSync(join(publicDir, path));

it('serves every picture of the home sections', () => {
  const paths = [
    '/images/home/hero.svg',
    '/images/home/cta-video.svg',
    ...EMPLOYERS.map((employer) => employer.logo),
    ...GALLERY_VIDEOS.map((video) => video.thumbnail),
    ...TESTIMONIALS.map((entry) => entry.avatar),
  ];
  expect(paths.filter((path) => !served(path))).toEqual([]);
  // Each also exists as PNG, the format the sections fall back to when an SVG fails to load.
  expect(paths.map((path) => path.replace(/\.svg$/, '.png')).filter((path) => !served(path))).toEqual([]);
});

it('serves the image of each seeded course, the instructor portraits and the /about media', () => {
  const courseLinks = [
    'free-trial',
    'introduction-to-python',
    'python-advanced',
    'python-web-starter',
    'python-programming-masterclass',
  ];
  const paths = [
    ...courseLinks.map((link) => `/images/courses/${link}.svg`),
    '/images/instructors/daniel-adler-portrait.svg',
    '/images/instructors/daniel-adler-square.svg',
    '/images/instructors/maya-stern-portrait.svg',
    '/images/instructors/maya-stern-square.svg',
    '/images/about/intro-video.svg',
    '/images/about/certificate-teaching.svg',
    '/images/about/certificate-python.svg',
    '/images/about/certificate-stem.svg',
  ];
  expect(paths.filter((path) => !served(path))).toEqual([]);
  // Each also exists as PNG, the format the pages fall back to when an SVG fails to load.
  expect(paths.map((path) => path.replace(/\.svg$/, '.png')).filter((path) => !served(path))).toEqual([]);
});
