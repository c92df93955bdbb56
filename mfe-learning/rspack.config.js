// The learning remote: its exposed pages and regions (the shell loads them by the names in scripts/lib/topology.mjs).
import { remoteConfig } from '../tooling/rspack/index.js';

export default remoteConfig({
  pkgDir: import.meta.dirname,
  name: 'learning',
  exposes: {
    './LessonPage': './src/features/lesson/components/LessonPage.tsx',
    './FreeTrialCompletePage': './src/features/free-trial/components/FreeTrialCompletePage.tsx',
  },
});
