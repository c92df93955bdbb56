import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { badRequest, unauthorized } from '../../http/errors';
import { childProgress } from './dashboard';
import { addProfile, listProfiles, profileRows, removeProfile, updateProfile } from './profiles';
import { familySettings, hashPin, saveSettings, verifyPin } from './settings';
import { unsubscribeRoutes } from './unsubscribe';
import { canonicalTimeZone } from './weeks';

/** The signed-in account: every family call acts for the family as a whole. */
function accountOf(request: FastifyRequest): string {
  if (!request.learner) throw unauthorized('Sign-in required: send an Authorization: Bearer token');
  return request.learner.accountId;
}

/**
 * The family: the parent's child profiles, PIN, dashboard and weekly summary. Everything but the PIN check is
 * the parent's (parentOnly); the PIN check serves a child handing the device back too, and is rate limited per
 * account so four digits cannot be guessed.
 */
export function familyRoutes(db: Kysely<Database>, unsubscribeSecret: string) {
  return async (app: FastifyInstance) => {
    const read = { preHandler: [app.requireUser, app.parentOnly] };
    const write = { preHandler: [app.requireUser, app.parentOnly, app.writeLimit('family')] };
    await app.register(unsubscribeRoutes(db, unsubscribeSecret));

    contractRoute(
      app,
      'getFamily',
      async ({ request }) => {
        const accountId = accountOf(request);
        const [profiles, settings] = await Promise.all([
          listProfiles(db, accountId),
          familySettings(db, accountId),
        ]);
        return {
          profiles,
          hasPin: Boolean(settings?.pin_hash),
          weeklySummary: settings?.weekly_summary === 1,
        };
      },
      read,
    );

    contractRoute(
      app,
      'addChildProfile',
      async ({ input, request }) => addProfile(db, accountOf(request), input),
      write,
    );

    contractRoute(
      app,
      'updateChildProfile',
      async ({ input, request }) => updateProfile(db, accountOf(request), input),
      write,
    );

    contractRoute(
      app,
      'removeChildProfile',
      async ({ input, request }) => {
        await removeProfile(db, accountOf(request), input.profileId);
        return { message: 'The profile and all of its progress were deleted.' };
      },
      write,
    );

    contractRoute(
      app,
      'setFamilyPin',
      async ({ input, request }) => {
        await saveSettings(db, accountOf(request), { pin_hash: await hashPin(input.pin) });
        return { message: 'The PIN is saved.' };
      },
      write,
    );

    contractRoute(
      app,
      'verifyFamilyPin',
      async ({ input, request }) => {
        await verifyPin(db, accountOf(request), input.pin);
        return { verified: true as const };
      },
      { preHandler: [app.requireUser, app.writeLimit('pin')] },
    );

    contractRoute(
      app,
      'getFamilyDashboard',
      async ({ input, request }) => {
        const accountId = accountOf(request);
        const zone = canonicalTimeZone(input.timeZone);
        if (!zone) throw badRequest('body/timeZone must be a time zone name such as Europe/London');
        const [profiles, settings] = await Promise.all([
          profileRows(db, accountId),
          familySettings(db, accountId),
        ]);
        // The weekly summary counts weeks in the zone the parent last looked at the dashboard in.
        if (settings?.time_zone !== zone) await saveSettings(db, accountId, { time_zone: zone });
        const now = new Date();
        return {
          children: await Promise.all(profiles.map((profile) => childProgress(db, profile, zone, now))),
        };
      },
      read,
    );

    contractRoute(
      app,
      'setWeeklySummary',
      async ({ input, request }) => {
        await saveSettings(db, accountOf(request), { weekly_summary: input.enabled ? 1 : 0 });
        return { weeklySummary: input.enabled };
      },
      write,
    );
  };
}
