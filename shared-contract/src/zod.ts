import { config, locales } from 'zod/mini';

// zod/mini loads no locale, so every issue would read 'Invalid input'; the English locale keeps the messages
// zod's classic API gives (e.g. 'Invalid input: expected number, received string') for schemas without their own.
config(locales.en());

/**
 * The tree-shakable zod API every schema here is built with (`z.optional(x)`, `x.check(z.minLength(1))`),
 * imported as `import * as z from 'shared-contract/zod'` so the messages above are set wherever a schema is.
 */
export * from 'zod/mini';
