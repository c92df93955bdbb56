import { setupServer } from 'msw/node';

/**
 * The one fake network of the browser packages' tests (Mock Service Worker in Node). tooling/jest starts it
 * before each test file and forgets a test's handlers after it; a test adds its answers with `server.use`.
 */
export const server = setupServer();
