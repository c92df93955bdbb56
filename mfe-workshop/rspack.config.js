// The workshop remote: its exposed pages and regions (the shell loads them by the names in scripts/lib/topology.mjs).
import { remoteConfig } from '../tooling/rspack/index.js';

export default remoteConfig({
  pkgDir: import.meta.dirname,
  name: 'workshop',
  exposes: {
    './WorkshopsPage': './src/features/workshops/components/WorkshopsPage.tsx',
    './WinterWorkshopPage': './src/features/winter-workshop/components/WinterWorkshopPage.tsx',
    './CodingForKidsPage': './src/features/coding-for-kids/components/CodingForKidsPage.tsx',
    './MultiplicationPage': './src/features/math-exercises/components/MultiplicationPage.tsx',
    './FractionReductionPage': './src/features/math-exercises/components/FractionReductionPage.tsx',
  },
});
