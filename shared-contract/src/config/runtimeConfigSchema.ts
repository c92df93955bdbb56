import * as z from '../zod';
import { remoteNameSchema } from '../manifest/remoteManifest';

/**
 * The configuration the shell fetches from `/config.json` at start. It is generated from the environment
 * when the site starts, so moving a remote or adding a page is a config change, not a rebuild.
 */
export const runtimeConfigSchema = z.lazy(() =>
  z
    .object({
      env: z.enum(['development', 'production', 'test']),
      /** API origin plus stage prefix, e.g. http://127.0.0.1:4000/dev */
      apiBaseUrl: z.url(),
      brand: z.object({
        siteName: z.string(),
        supportEmail: z.email(),
        /** Where questions about payments and enrolments go (the contact page's second support contact). */
        billingEmail: z.optional(z.email()),
        /** The main course link, `{product}` in the spec. */
        productLink: z.string(),
        /** The support phone number as shown, e.g. '+1 (310) 555-0142'; call and SMS links are offered only when set. */
        phone: z.optional(z.string().check(z.regex(/^\+?[0-9 ()-]{7,}$/, 'must be a phone number'))),
        /** Where workshop applicants book their interview (opened in a new tab). */
        interviewSchedulingUrl: z.optional(z.url()),
      }),
      identity: z.object({
        region: z.string(),
        userPoolId: z.string(),
        userPoolClientId: z.string(),
        /** cognito-local; absent for real Cognito. */
        endpoint: z.optional(z.url()),
        authFlowType: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']),
        /**
         * How the pool confirms a sign-up: a code typed into the modal (default) or a link in the e-mail, for
         * which the identity layer polls for the confirmation (every 5 s, up to 3 minutes) and signs in.
         */
        signUpVerificationMethod: z.optional(z.enum(['code', 'link'])),
        oauth: z.optional(
          z.object({
            domain: z.string(),
            scopes: z.array(z.string()),
            redirectSignIn: z.array(z.string()),
            redirectSignOut: z.array(z.string()),
          }),
        ),
      }),
      /**
       * `entry` is the remote's mf-manifest.json URL. The contract version a remote was built against is not here
       * but in that file (`metaData.contract`), written by the remote's own build, so it cannot disagree with it.
       */
      remotes: z.array(z.object({ name: remoteNameSchema, entry: z.url() })),
      /** `module` is the exposed module, e.g. './CoursesPage'. */
      routes: z.array(
        z.object({
          path: z.string(),
          remote: z.string(),
          module: z.string(),
          title: z.string(),
          /**
           * A page where the learner is busy (a lesson, paying): nothing opens or floats over it by itself, e.g. the
           * newsletter offer waits and its floating button stays away.
           */
          quiet: z.optional(z.boolean()),
        }),
      ),
      /** Non-route slots filled by a remote, e.g. 'home.courses'. */
      regions: z.record(z.string(), z.object({ remote: z.string(), module: z.string() })),
      /** Tracking ids; each tool starts only when its id is set and consent is given. */
      analytics: z._default(
        z.object({
          tagManagerId: z.optional(z.string()),
          adPixelId: z.optional(z.string()),
          webAnalyticsId: z.optional(z.string()),
          marketingPublicKey: z.optional(z.string()),
          /** Where each tool's script is loaded from; unset means the vendor's own host. */
          tagManagerHost: z.optional(z.url()),
          adPixelHost: z.optional(z.url()),
          webAnalyticsHost: z.optional(z.url()),
          marketingHost: z.optional(z.url()),
        }),
        {},
      ),
      /** The cookie banner's options; unset means the spec's defaults (no 'I decline', no accept on scroll). */
      consent: z._default(
        z.object({
          enableDeclineButton: z.optional(z.boolean()),
          acceptOnScroll: z.optional(z.boolean()),
          /** How far down the page (in %) scrolling counts as acceptance, when accept on scroll is on. */
          acceptOnScrollPercentage: z.optional(z.number().check(z.gte(0), z.lte(100))),
        }),
        {},
      ),
    })
    .check(
      z.superRefine((config, ctx) => {
        const declared = new Set(config.remotes.map((remote) => remote.name));
        config.routes.forEach((route, index) => {
          if (!declared.has(route.remote)) {
            ctx.addIssue({
              code: 'custom',
              path: ['routes', index, 'remote'],
              message: `route '${route.path}' references undeclared remote '${route.remote}'`,
            });
          }
        });
        for (const [region, slot] of Object.entries(config.regions)) {
          if (!declared.has(slot.remote)) {
            ctx.addIssue({
              code: 'custom',
              path: ['regions', region, 'remote'],
              message: `region '${region}' references undeclared remote '${slot.remote}'`,
            });
          }
        }
      }),
    ),
);

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
/** The shape before defaults are applied, i.e. what config.json may contain. */
export type RuntimeConfigInput = z.input<typeof runtimeConfigSchema>;
