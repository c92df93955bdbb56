// Runs every browser package's own Jest project in one process tree.
export default {
  projects: [
    '<rootDir>/shared-contract',
    '<rootDir>/shared-platform',
    '<rootDir>/shared-ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalog',
    '<rootDir>/mfe-learning',
    '<rootDir>/mfe-checkout',
    '<rootDir>/mfe-community',
    '<rootDir>/mfe-workshop',
    '<rootDir>/mfe-account',
  ],
};
