import { defineConfig, devices } from '@playwright/test';
import { ANALYTICS_HOST_VARIABLES } from './support/analytics';
import { chromiumLaunchOptions, HEADLESS_SHELL_EXECUTABLE } from './support/chromium.mjs';

// The suite runs against the composed production build served by scripts/stack.mjs (e2e profile: shifted
// ports, fresh data). One stack is shared by every test and the resilience journeys stop and start its
// services, so tests run one at a time.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: 'http://127.0.0.1:18080',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions({ executablePath: HEADLESS_SHELL_EXECUTABLE }),
      },
    },
  ],
  webServer: {
    command: 'node ../scripts/stack.mjs --profile e2e --quiet',
    url: 'http://127.0.0.1:18080/config.json',
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      // An external interview-booking page, answered locally by the workshop journey.
      BRAND_INTERVIEW_SCHEDULING_URL: 'https://scheduling.example.test/pylearn/interview',
      ...ANALYTICS_HOST_VARIABLES,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
