// What the workshop remote provides and needs; the runtime config, the build and the contract check read it.
import { CONTRACT_VERSION, defineRemoteManifest } from 'shared-contract';

export default defineRemoteManifest({
  name: 'workshop',
  devPort: 4105,
  contract: CONTRACT_VERSION,
  exposes: {
    './WorkshopsPage': './src/features/workshops/components/WorkshopsPage.tsx',
    './WinterWorkshopPage': './src/features/winter-workshop/components/WinterWorkshopPage.tsx',
    './CodingForKidsPage': './src/features/coding-for-kids/components/CodingForKidsPage.tsx',
    './MultiplicationPage': './src/features/math-exercises/components/MultiplicationPage.tsx',
    './FractionReductionPage': './src/features/math-exercises/components/FractionReductionPage.tsx',
  },
  routes: [
    { path: '/workshops', module: './WorkshopsPage', title: 'Live Workshops' },
    { path: '/winter-coding-workshop', module: './WinterWorkshopPage', title: 'Winter Coding Workshop' },
    { path: '/coding-for-kids', module: './CodingForKidsPage', title: 'Coding for Kids' },
    {
      path: '/math-exercises/multiplication-table',
      module: './MultiplicationPage',
      title: 'Multiplication Table',
    },
    {
      path: '/math-exercises/fraction-reduction',
      module: './FractionReductionPage',
      title: 'Fraction Reduction',
    },
  ],
  regions: {},
  endpoints: ['workshopApplyWinterWorkshop'],
  slices: [],
  events: { publishes: [], subscribes: [] },
});
