import { CONTRACT_VERSION, defineRemoteManifest, remoteManifestSchema } from 'shared-contract';

const manifest = {
  name: 'catalog',
  devPort: 4101,
  contract: CONTRACT_VERSION,
  exposes: { './CoursesPage': './src/CoursesPage.tsx', './HomeCourses': './src/HomeCourses.tsx' },
  routes: [{ path: '/courses', module: './CoursesPage', title: 'Courses' }],
  regions: { 'home.courses': { module: './HomeCourses' } },
  endpoints: ['catalogValidateCoupon'],
  slices: ['catalog', 'catalogFilters'],
  events: { publishes: ['analytics:track'], subscribes: ['auth:signed-out'] },
} as const;

it('accepts a manifest whose routes and regions name its exposes and whose names are its own', () => {
  expect(remoteManifestSchema.safeParse(defineRemoteManifest(manifest)).success).toBe(true);
});

it('names each field that breaks the contract', () => {
  const result = remoteManifestSchema.safeParse({
    ...manifest,
    routes: [{ path: '/courses', module: './Missing', title: 'Courses' }],
    endpoints: ['validateCoupon'],
    slices: ['blogs'],
    events: { publishes: ['catalog:nothing'], subscribes: [] },
  });
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['events.publishes.0', 'is not an event of the contract'],
    ['routes.0.module', "'./Missing' is not in exposes"],
    ['endpoints.0', "'validateCoupon' must start with the remote's name, e.g. 'catalogValidateCoupon'"],
    ['slices.0', "'blogs' must start with the remote's name, e.g. 'catalogBlogs'"],
  ]);
});

it('is checked by the compiler as it is written', () => {
  defineRemoteManifest({
    ...manifest,
    // @ts-expect-error a route's module must be one of the remote's exposes
    routes: [{ path: '/courses', module: './Missing', title: 'Courses' }],
  });
  // @ts-expect-error an endpoint is named <remote><Thing>
  defineRemoteManifest({ ...manifest, endpoints: ['validateCoupon'] });
  // @ts-expect-error only the contract's events
  defineRemoteManifest({ ...manifest, events: { publishes: ['catalog:nothing'], subscribes: [] } });
});
