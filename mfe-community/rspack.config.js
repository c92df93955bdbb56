// The community remote: its exposed pages and regions (the shell loads them by the names in scripts/lib/topology.mjs).
import { remoteConfig } from '../tooling/rspack/index.js';

export default remoteConfig({
  pkgDir: import.meta.dirname,
  name: 'community',
  exposes: {
    './BlogListPage': './src/features/blog/components/BlogListPage.tsx',
    './BlogPostPage': './src/features/blog/components/BlogPostPage.tsx',
    './LatestPosts': './src/features/blog/components/LatestPosts.tsx',
    './ContactPage': './src/features/contact/components/ContactPage.tsx',
    './NewsletterOffer': './src/features/newsletter/components/NewsletterOffer.tsx',
  },
});
