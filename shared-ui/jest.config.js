import { jestConfig } from '../jest.base.js';

const base = jestConfig('shared-ui');
const [transformPattern, swcTransform] = Object.entries(base.transform)[0];

// swiper ships only .mjs files, which the base transform pattern (.js/.ts) does not cover.
export default {
  ...base,
  transform: { [transformPattern]: swcTransform, '^.+\\.mjs$': swcTransform },
};
