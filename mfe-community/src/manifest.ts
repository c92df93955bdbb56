// What the community remote provides and needs; the runtime config, the build and the contract check read it.
import { CONTRACT_VERSION, defineRemoteManifest } from 'shared-contract';

export default defineRemoteManifest({
  name: 'community',
  devPort: 4104,
  contract: CONTRACT_VERSION,
  exposes: {
    './BlogListPage': './src/features/blog/components/BlogListPage.tsx',
    './BlogPostPage': './src/features/blog/components/BlogPostPage.tsx',
    './LatestPosts': './src/features/blog/components/LatestPosts.tsx',
    './ContactPage': './src/features/contact/components/ContactPage.tsx',
    './NewsletterOffer': './src/features/newsletter/components/NewsletterOffer.tsx',
  },
  routes: [
    { path: '/blog', module: './BlogListPage', title: 'Blog' },
    { path: '/blog/:postLink', module: './BlogPostPage', title: 'Blog' },
    { path: '/contact', module: './ContactPage', title: 'Contact' },
  ],
  regions: {
    'home.latestPosts': { module: './LatestPosts' },
    newsletter: { module: './NewsletterOffer' },
  },
  endpoints: [
    'communityGetBlogPostsPage',
    'communityGetBlogPost',
    'communityGetComments',
    'communityPostComment',
    'communitySubscribeNewsletter',
    'communityConfirmNewsletter',
  ],
  slices: ['communityBlogs', 'communityNewsletterOffer'],
  events: { publishes: ['page:metadata-changed'], subscribes: [] },
});
