// Runs every browser package's own Jest project in one process tree.
export default {
  projects: [
    '<rootDir>/shared-contract',
    '<rootDir>/shared-events',
    '<rootDir>/shared-ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-*',
  ],
};
