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
  routes: [
    { path: '/my-courses', module: './MyCoursesPage', title: 'My Courses' },
    { path: '/my-profile', module: './ProfilePage', title: 'My Profile' },
    { path: '/family', module: './FamilyPage', title: 'Family' },
    { path: '/certificate/:certificateId', module: './CertificatePage', title: 'Certificate' },
  ],
  regions: {},
  endpoints: ['accountVerifyCertificate', 'accountGetOwnCertificates', 'accountSetWeeklyGoal'],
  slices: [],
  events: { publishes: ['family:parent-requested', 'page:metadata-changed'], subscribes: [] },
});
