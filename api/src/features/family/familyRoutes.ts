import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { familyMessages, PARENT_PROOF_HEADER } from 'shared-contract';
import { assertFreshSignIn } from '../../identity/freshSignIn';
import type { ParentProofs } from '../../identity/parentProof';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import { latestAttempts } from '../exercises/latestAttempts';
import { childProgress } from './dashboard';
import {
  addProfile,
  childProfileLookup,
  listProfiles,
  profileRows,
  removeProfile,
  updateProfile,
} from './profiles';
import { familySettings, hashPin, saveSettings, saveWeeklySummary, verifyPin } from './settings';
import { unsubscribeRoutes } from './unsubscribe';
import { canonicalTimeZone } from './weeks';

/** The signed-in account: every family call acts for the family as a whole. */
function accountOf(request: FastifyRequest): string {
  if (!request.learner) throw unauthorized('Sign-in required: send an Authorization: Bearer token');
  return request.learner.accountId;
}

/** The address the weekly summary goes to: the account's, once the identity provider has given it. */
async function summaryAddress(db: Kysely<Database>, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('user_profiles')
    .select('user_email')
    .where('user_id', '=', accountId)
    .where('email_checked', '=', 1)
    .executeTakeFirst();
  return row?.user_email ?? null;
}

/**
 * The family: the parent's child profiles, PIN, dashboard, children's programs and weekly summary. Everything but
 * the switcher's list and the parent checks is the parent's (parentOnly: with a parent proof while the family has
 * children). The parent checks (the PIN, the password entered again) mint that proof; they serve a parent taking
 * the device back from a child too, and are rate limited per account so four digits cannot be guessed.
 */
export function familyRoutes(db: Kysely<Database>, unsubscribeSecret: string, proofs: ParentProofs) {
  return async (app: FastifyInstance) => {
    const read = { preHandler: [app.requireUser, app.parentOnly] };
    const write = { preHandler: [app.requireUser, app.parentOnly, app.writeLimit('family')] };
    const parentCheck = {
      preHandler: [app.requireUser, app.writeLimit('pin')],
      config: { parentCheck: true },
    };
    const isChild = childProfileLookup(db);
    // The dashboard counts weeks on the weekly summary's clock, so the mail and the page agree (tests set it).
    const now = () => app.weeklySummaries.now();
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
        const [profiles, settings, summaryTo] = await Promise.all([
          listProfiles(db, accountId),
          familySettings(db, accountId),
          summaryAddress(db, accountId),
        ]);
        return {
          profiles,
          hasPin: Boolean(settings?.pin_hash),
          weeklySummary: settings?.weekly_summary === 1,
          // The parent's own address, to the parent only: the route is parent-only, proof included.
          weeklySummaryTo: summaryTo,
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
        const at = now();
        return {
          children: await Promise.all(profiles.map((profile) => childProgress(db, profile, zone, at))),
        };
      },
      read,
    );

    contractRoute(
      app,
      'setWeeklySummary',
      async ({ input, request }) => {
        await saveWeeklySummary(db, accountOf(request), input.enabled, now());
        return { weeklySummary: input.enabled };
      },
      write,
    );

    // What a child wrote, for the parent to read: only a child of this account (404 otherwise, as for the other
    // profile calls), their latest checked program of each exercise, capped in number and length.
    contractRoute(
      app,
      'getChildAttempts',
      async ({ input, request }) => {
        if (!(await isChild(accountOf(request), input.profileId)))
          throw notFound(familyMessages.profileNotFound);
        return { attempts: await latestAttempts(db, input.profileId) };
      },
      { preHandler: [app.requireUser, app.parentOnly, app.writeLimit('childPrograms')] },
    );
  };
}
