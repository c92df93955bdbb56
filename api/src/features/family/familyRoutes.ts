import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { familyMessages, PARENT_PROOF_HEADER } from 'shared-contract';
import { assertFreshSignIn } from '../../identity/freshSignIn';
import type { ParentProofs } from '../../identity/parentProof';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
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
 * The family: the parent's child profiles, PIN, dashboard and weekly summary. Everything but the switcher's list
 * and the parent checks is the parent's (parentOnly: with a parent proof while the family has children). The
 * parent checks (the PIN, the password entered again) mint that proof; they serve a parent taking the device back
 * from a child too, and are rate limited per account so four digits cannot be guessed.
 */
export function familyRoutes(db: Kysely<Database>, unsubscribeSecret: string, proofs: ParentProofs) {
  return async (app: FastifyInstance) => {
    const read = { preHandler: [app.requireUser, app.parentOnly] };
    const write = { preHandler: [app.requireUser, app.parentOnly, app.writeLimit('family')] };
    const parentCheck = {
      preHandler: [app.requireUser, app.writeLimit('pin')],
      config: { parentCheck: true },
    };
    await app.register(unsubscribeRoutes(db, unsubscribeSecret));

    contractRoute(
      app,
      'getLearnerProfiles',
      async ({ request }) => ({
        profiles: (await listProfiles(db, accountOf(request))).map(({ profileId, name, avatar }) => ({
          profileId,
          name,
          avatar,
        })),
      }),
      { preHandler: [app.requireUser] },
    );

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
      async ({ input, request, reply }) => {
        const accountId = accountOf(request);
        const first = !(await proofs.hasChildren(accountId));
        const profile = await addProfile(db, accountId, input);
        // Until now the account had no child, so this is the parent: they keep working without a prompt (a proof
        // as good as a PIN's, which cannot change a PIN without the current one).
        if (first) reply.header(PARENT_PROOF_HEADER, (await proofs.mint(accountId, 'pin')).parentProof);
        return profile;
      },
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
        const accountId = accountOf(request);
        // A PIN is changed with the PIN it replaces (a wrong one takes a try) or right after the password.
        if ((await familySettings(db, accountId))?.pin_hash) {
          if (input.currentPin !== undefined) await verifyPin(db, accountId, input.currentPin);
          else if (request.parentProof !== 'password') throw forbidden(familyMessages.currentPinRequired);
        }
        // A new PIN starts with all its tries (a parent who forgot the old one may have locked it).
        await saveSettings(db, accountId, {
          pin_hash: await hashPin(input.pin),
          pin_failures: 0,
          pin_locked_until: null,
        });
        return { message: 'The PIN is saved.' };
      },
      write,
    );

    contractRoute(
      app,
      'verifyFamilyPin',
      async ({ input, request }) => {
        const accountId = accountOf(request);
        await verifyPin(db, accountId, input.pin);
        return proofs.mint(accountId, 'pin');
      },
      parentCheck,
    );

    // A PIN lock never locks the parent out: the password, entered again, proves them too.
    contractRoute(
      app,
      'confirmParentSignIn',
      async ({ input, request }) => {
        await assertFreshSignIn(request, app.verifyToken, input.signInToken);
        return proofs.mint(accountOf(request), 'password');
      },
      parentCheck,
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
