// The account remote: its exposed pages and regions (the shell loads them by the names in scripts/lib/topology.mjs).
import { remoteConfig } from '../tooling/rspack/index.js';

export default remoteConfig({
  pkgDir: import.meta.dirname,
  name: 'account',
  exposes: {
    './MyCoursesPage': './src/features/my-courses/components/MyCoursesPage.tsx',
    './ProfilePage': './src/features/profile/components/ProfilePage.tsx',
  },
});
