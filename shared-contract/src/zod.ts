import { en } from 'zod/locales';
import { config } from 'zod/mini';

// zod/mini loads no locale, so every issue would read 'Invalid input'; the English locale keeps the messages
// zod's classic API gives (e.g. 'Invalid input: expected number, received string') for schemas without their own.
// Imported by name: zod/mini's `locales` namespace object would bring every language (~40 KB gzipped).
config(en());

/**
 * The zod API the schemas are built with (`z.optional(x)`, `x.check(z.minLength(1))`), imported as
 * `import * as z from 'shared-contract/zod'` so the messages above are set wherever a schema is. Named, not
 * `export *`: the bundler then keeps only these (about 12 KB gzipped instead of zod/mini's 51 KB); a schema that
 * needs another function adds it here, and the type-check says so until it does.
 */
export {
  _default,
  array,
  boolean,
  custom,
  discriminatedUnion,
  email,
  enum,
  extend,
  gte,
  int,
  iso,
  lazy,
  literal,
  lte,
  maxLength,
  minLength,
  NEVER,
  nonnegative,
  null,
  nullable,
  nullish,
  number,
  object,
  omit,
  optional,
  partial,
  pick,
  pipe,
  positive,
  record,
  refine,
  regex,
  startsWith,
  strictObject,
  string,
  superRefine,
  transform,
  trim,
  union,
  url,
} from 'zod/mini';
export type { core, infer, input, output, ZodMiniLazy, ZodMiniType } from 'zod/mini';
