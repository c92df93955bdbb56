import * as z from '../zod';
import { isEventName, type EventName } from '../events/eventSchemas';
import { CONTRACT_VERSION } from './contractVersion';

export { CONTRACT_VERSION };

/** A Module Federation container name: also the prefix of every endpoint and slice the remote injects. */
export const remoteNameSchema = z.lazy(() =>
  z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, 'must be lower-case letters, digits or underscores')),
);

const exposedName = z.lazy(() =>
  z.string().check(z.regex(/^\.\/[A-Za-z][A-Za-z0-9]*$/, "must look like './PageName'")),
);
const eventName = z.lazy(() => z.string().check(z.refine(isEventName, 'is not an event of the contract')));
const injectedName = z.lazy(() => z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/, 'must be camelCase')));

/** Whether an endpoint or slice name is in the remote's namespace: `<remote><Thing>` (a slice may be `<remote>`). */
export function isNamespaced(remote: string, name: string, kind: 'endpoint' | 'slice'): boolean {
  if (kind === 'slice' && name === remote) return true;
  return name.startsWith(remote) && /^[A-Z]/.test(name.slice(remote.length));
}

/** The JSON form of a remote's manifest, as the build tooling, the runtime config and the contract check read it. */
export const remoteManifestSchema = z.lazy(() =>
  z
    .strictObject({
      name: remoteNameSchema,
      /** Where `rspack serve` and the composed site serve the remote by default (REMOTE_<NAME>_PORT overrides). */
      devPort: z.number().check(z.int(), z.gte(1024), z.lte(65535)),
      /** CONTRACT_VERSION when the remote was built. */
      contract: z.number().check(z.int(), z.gte(1)),
      /** Exposed module -> source file, relative to the remote's folder. */
      exposes: z.record(exposedName, z.string().check(z.startsWith('./'))),
      routes: z.array(
        z.strictObject({
          path: z.string().check(z.startsWith('/')),
          module: exposedName,
          /** The page's title until the page refines it (usePageMetadata), e.g. with the course's name. */
          title: z.string().check(z.minLength(1)),
          /** A page where the learner is busy (a lesson, paying): nothing opens or floats over it by itself. */
          quiet: z.optional(z.boolean()),
        }),
      ),
      /** Non-route slots of the shell this remote fills, e.g. 'home.courses'. */
      regions: z.record(z.string(), z.strictObject({ module: exposedName })),
      /** RTK Query endpoints the remote injects into the shared api. */
      endpoints: z.array(injectedName),
      /** Store slices the remote injects. */
      slices: z.array(injectedName),
      events: z.strictObject({ publishes: z.array(eventName), subscribes: z.array(eventName) }),
    })
    .check(
      z.superRefine((manifest, ctx) => {
        const exposed = (module: string, path: PropertyKey[]) => {
          if (!Object.hasOwn(manifest.exposes, module))
            ctx.addIssue({ code: 'custom', path, message: `'${module}' is not in exposes` });
        };
        manifest.routes.forEach((route, index) => exposed(route.module, ['routes', index, 'module']));
        for (const [region, slot] of Object.entries(manifest.regions))
          exposed(slot.module, ['regions', region]);
        for (const kind of ['endpoint', 'slice'] as const) {
          manifest[`${kind}s`].forEach((name, index) => {
            if (!isNamespaced(manifest.name, name, kind))
              ctx.addIssue({
                code: 'custom',
                path: [`${kind}s`, index],
                message: `'${name}' must start with the remote's name, e.g. '${manifest.name}${name.charAt(0).toUpperCase()}${name.slice(1)}'`,
              });
          });
        }
      }),
    ),
);

export type RemoteManifestJson = z.infer<typeof remoteManifestSchema>;

/** `<remote><Thing>`: the namespace rule, checked by the compiler as well as by the schema. */
type Namespaced<Name extends string> = `${Name}${Capitalize<string>}`;

/**
 * What a remote declares in its own `src/manifest.ts`. `Module` is taken from `exposes` only, so a route or
 * region naming a module the remote does not expose is a type error.
 */
export interface RemoteManifest<Name extends string = string, Module extends string = string> {
  name: Name;
  devPort: number;
  contract: number;
  exposes: Record<Module, `./${string}`>;
  routes: readonly { path: `/${string}`; module: NoInfer<Module>; title: string; quiet?: boolean }[];
  regions: Readonly<Record<string, { module: NoInfer<Module> }>>;
  endpoints: readonly NoInfer<Namespaced<Name>>[];
  slices: readonly NoInfer<Name | Namespaced<Name>>[];
  events: { publishes: readonly EventName[]; subscribes: readonly EventName[] };
}

/**
 * Declares a remote's manifest, typed while it is written; the tools that load it (scripts/lib/load-manifests.mjs)
 * validate it against remoteManifestSchema, which also checks what the types cannot (camelCase names).
 */
export function defineRemoteManifest<const Name extends string, const Module extends string>(
  manifest: RemoteManifest<Name, Module>,
): RemoteManifest<Name, Module> {
  return manifest;
}
