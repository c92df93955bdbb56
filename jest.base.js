// Shared Jest settings for the browser packages: swc transform (the lightest), jsdom, jest-dom matchers, and
// the fake network (msw) every test runs against.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @param {string} displayName */
export function jestConfig(displayName) {
  return {
    displayName,
    testEnvironment: path.join(root, 'tooling/jest/environment.mjs'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.m?(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that Jest must transform (rettime, until-async and deferred-promise come with msw;
    // ce-la-react and media-played-ranges-mixin with the video player's media-chrome and youtube-video-element).
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(swiper|ssr-window|dom7|dompurify|rettime|until-async|@open-draft[+/]deferred-promise|media-chrome|ce-la-react|youtube-video-element|media-played-ranges-mixin)[@/])',
    ],
    moduleNameMapper: {
      // Library stylesheets (swiper's) are not needed under Jest.
      '\\.css$': path.join(root, 'tooling/jest/style-stub.cjs'),
      // Tests that build the runtime config (scripts/lib/runtime-config.mjs) read the remotes' manifests.
      '(^|/)remotes\\.mjs$': path.join(root, 'tooling/jest/remotes.cjs'),
    },
    setupFilesAfterEnv: [
      path.join(root, 'tooling/jest/setup.ts'),
      path.join(root, 'tooling/jest/network.ts'),
    ],
  };
}
