import { jestConfig } from '../jest.base.js';

const base = jestConfig('mfe-account');

// shared-ui brings swiper, which ships .mjs files that the base transform does not match.
export default { ...base, transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)sx?$'] } };
