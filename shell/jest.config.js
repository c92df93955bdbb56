import { jestConfig } from '../jest.base.js';

const base = jestConfig('shell');

// The route-table test reads the real topology and config builder (scripts/lib/*.mjs), and shared-ui brings
// swiper's .mjs files: the base transform matches neither.
export default {
  ...base,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json'],
  transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)sx?$'] },
};
