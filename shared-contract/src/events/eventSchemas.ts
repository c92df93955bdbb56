import * as z from '../zod';

/**
 * Every event that crosses an area boundary: name `area:thing-happened` -> payload schema. An event is here
 * only while some area subscribes to it, here or in a remote another team builds (docs/ARCHITECTURE.md lists
 * publishers and subscribers). Payloads are strict objects so a renamed or misspelt field fails loudly instead of
 * being ignored.
 */
export const eventSchemas = {
  /**
   * State: whether someone is signed in on this device, published by the shell at start-up and on every change.
   * A remote that loads later hears the latest value at once (STATE_EVENTS). No account id or address: a remote
   * that needs the account reads the store.
   */
  'auth:session-changed': z.lazy(() => z.strictObject({ signedIn: z.boolean() })),
  /**
   * State: who learns on this device, the parent (`profileId` null) or one of the family's child profiles,
   * published by the shell like the session.
   */
  'family:profile-selected': z.lazy(() =>
    z.strictObject({ profileId: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))) }),
  ),
  /**
   * Ask the shell to open the sign-in modal, optionally with a message ('Please login to enroll in this course.')
   * and the same-site path to continue to once signed in (or signed up and confirmed), e.g. that course's checkout.
   */
  'auth:sign-in-requested': z.lazy(() =>
    z.strictObject({
      message: z.optional(z.string()),
      returnTo: z.optional(z.string().check(z.regex(/^\/(?!\/)/, 'must be a path on this site'))),
    }),
  ),
  'auth:signed-out': z.lazy(() => z.strictObject({})),
  /** A parent-only page shown to a child profile asks the shell for the parent's PIN or password. */
  'family:parent-requested': z.lazy(() => z.strictObject({})),
  'checkout:enrollment-started': z.lazy(() =>
    z.strictObject({
      courseId: z.number().check(z.int()),
      courseLink: z.string().check(z.minLength(1)),
    }),
  ),
  /** Forwarded to the tracking tools by the shell, only when consent is given. */
  'analytics:track': z.lazy(() =>
    z.strictObject({
      event: z.string().check(z.minLength(1)),
      properties: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
    }),
  ),
  /** A page refines its title or meta description; `path` is the page it was set for (see usePageMetadata). */
  'page:metadata-changed': z.lazy(() =>
    z.strictObject({
      path: z.string().check(z.startsWith('/')),
      title: z.optional(z.string().check(z.minLength(1))),
      description: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
};

/**
 * Events that describe a state rather than a moment: the bus keeps the latest of each and gives it to every new
 * subscriber at once, so a remote that loads after the shell's start-up never misses it.
 */
export const STATE_EVENTS = ['auth:session-changed', 'family:profile-selected'] as const;

export type EventMap = { [Name in keyof typeof eventSchemas]: z.infer<(typeof eventSchemas)[Name]> };
export type EventName = keyof EventMap;

export type StateEventName = (typeof STATE_EVENTS)[number];

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventSchemas, name);
}

export function isStateEvent(name: EventName): name is StateEventName {
  return (STATE_EVENTS as readonly EventName[]).includes(name);
}
