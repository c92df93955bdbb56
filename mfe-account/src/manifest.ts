// What the account remote provides and needs; the runtime config, the build and the contract check read it.
import { CONTRACT_VERSION, defineRemoteManifest } from 'shared-contract';

export default defineRemoteManifest({
  name: 'account',
  devPort: 4106,
  contract: CONTRACT_VERSION,
  exposes: {
    './MyCoursesPage': './src/features/my-courses/components/MyCoursesPage.tsx',
    './ProfilePage': './src/features/profile/components/ProfilePage.tsx',
    './FamilyPage': './src/features/family/components/FamilyPage.tsx',
    './CertificatePage': './src/features/certificates/components/CertificatePage.tsx',
  },
  // Quiet: a parent's forms and a certificate being shown are no place for the newsletter offer to open itself.
  routes: [
    { path: '/my-courses', module: './MyCoursesPage', title: 'My Courses', quiet: true },
    { path: '/my-profile', module: './ProfilePage', title: 'My Profile', quiet: true },
    { path: '/family', module: './FamilyPage', title: 'Family', quiet: true },
    { path: '/certificate/:certificateId', module: './CertificatePage', title: 'Certificate', quiet: true },
  ],
  regions: {},
  endpoints: [
    'accountVerifyCertificate',
    'accountGetOwnCertificates',
    'accountSetWeeklyGoal',
    'accountGetChildAttempts',
  ],
  slices: [],
  events: { publishes: ['family:parent-requested', 'page:metadata-changed'], subscribes: [] },
});
