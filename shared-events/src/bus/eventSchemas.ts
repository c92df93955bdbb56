import { z } from 'zod';

/**
 * Every event that crosses an area boundary: name `area:thing-happened` -> payload schema.
 * Payloads are strict objects so a renamed or misspelt field fails loudly instead of being ignored.
 */
export const eventSchemas = {
  /** Ask the shell to open the sign-in modal, optionally with a message ('Please login to enroll in this course.'). */
  'auth:sign-in-requested': z.strictObject({ message: z.string().optional() }),
  'auth:signed-in': z.strictObject({ userId: z.string().min(1), email: z.string(), name: z.string() }),
  'auth:signed-out': z.strictObject({}),
  'checkout:enrollment-started': z.strictObject({
    courseId: z.number().int(),
    courseLink: z.string().min(1),
  }),
  'learning:step-completed': z.strictObject({ courseId: z.number().int(), lessonId: z.number().int() }),
  'checkout:payment-succeeded': z.strictObject({ courseId: z.number().int() }),
  /** Forwarded to the tracking tools by the shell, only when consent is given. */
  'analytics:track': z.strictObject({
    event: z.string().min(1),
    properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  }),
  /** A page refines its title or meta description; `path` is the page it was set for (see usePageMetadata). */
  'page:metadata-changed': z.strictObject({
    path: z.string().startsWith('/'),
    title: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
  }),
  'remote:load-failed': z.strictObject({ remote: z.string(), module: z.string(), message: z.string() }),
};

export type EventMap = { [Name in keyof typeof eventSchemas]: z.infer<(typeof eventSchemas)[Name]> };
export type EventName = keyof EventMap;

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventSchemas, name);
}
