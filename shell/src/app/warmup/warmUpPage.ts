import { HOME_REGIONS_AT_ONCE } from '../../features/home/model/homeRegions';
import { CONTRACT_VERSION } from 'shared-contract/version';
import { contractOf } from '../remotes/remoteRefusal';
import { courseList, courseOfPath, isRecord } from './courseList';
import { peekEarly, startEarly } from './earlyRequests';
import { LESSON_PAGE, startLessonEarly } from './lessonRequest';
import { linkHints, type LinkHints } from './linkHints';
import { routeMatches } from './routeMatches';

/**
 * Runs in index.html's head script (headScript.ts), before the shell's scripts have downloaded: reads the
 * runtime config as soon as it arrives and starts what the current page will need, so those requests run
 * alongside the shell's own instead of after it. Hints only: the app validates the config and loads everything
 * itself, and anything unexpected here just means no head start.
 */

interface PlacedModule {
  remote: string;
  module: string;
}

interface ManifestAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function placed(value: unknown): PlacedModule | undefined {
  if (!isRecord(value) || typeof value.remote !== 'string' || typeof value.module !== 'string')
    return undefined;
  return { remote: value.remote, module: value.module };
}

/** The remote modules the page at `pathname` shows first: its route's page, or the home regions loaded at once. */
export function modulesForPath(config: Record<string, unknown>, pathname: string): PlacedModule[] {
  if (pathname === '/') {
    const regions = isRecord(config.regions) ? config.regions : {};
    return HOME_REGIONS_AT_ONCE.map((name) => placed(regions[name])).filter((entry) => entry !== undefined);
  }
  const routes = Array.isArray(config.routes) ? config.routes : [];
  const route = routes.find(
    (entry) =>
      isRecord(entry) &&
      typeof entry.path === 'string' &&
      routeMatches(`/${entry.path.replace(/^\//, '')}`, pathname),
  );
  const page = placed(route);
  return page ? [page] : [];
}

function origin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Preloads a remote's entry script and the chunks of the given exposed modules, named by its manifest.
 * Scripts are preloaded without `crossorigin`, as the federation runtime and the remote's chunk loader
 * request them, so the preload is what they use.
 */
function preloadFromManifest(
  hints: LinkHints,
  manifestUrl: string,
  manifest: unknown,
  modules: string[],
): void {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return;
  // A build the shell will refuse (refusalOf: made for another contract version, or not saying): none of its code
  // is fetched, not even as a hint. refusalOf's rule, not the function: its messages would weigh on
  // index.html.
  if (contractOf(manifest) !== CONTRACT_VERSION) return;
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = new URL(
    typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '.',
    manifestUrl,
  );
  const asset = (file: string) => new URL(file, base).href;
  if (isRecord(remoteEntry) && typeof remoteEntry.name === 'string') {
    const folder =
      typeof remoteEntry.path === 'string' && remoteEntry.path
        ? `${remoteEntry.path.replace(/\/$/, '')}/`
        : '';
    hints.add({ rel: 'preload', href: asset(folder + remoteEntry.name), attributes: { as: 'script' } });
  }
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  for (const expose of exposes) {
    if (!isRecord(expose) || typeof expose.path !== 'string' || !modules.includes(expose.path)) continue;
    const assets: ManifestAssets = isRecord(expose.assets) ? expose.assets : {};
    for (const file of strings(assets.js?.sync))
      hints.add({ rel: 'preload', href: asset(file), attributes: { as: 'script' } });
    for (const file of strings(assets.css?.sync))
      hints.add({ rel: 'preload', href: asset(file), attributes: { as: 'style' } });
  }
}

/** The catalogue's address (the contract's getCourses call): every page shows the courses. */
export const COURSES_PATH = '/courses';

export function coursesUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${COURSES_PATH}`;
}

/** A course page: its largest picture, the course artwork, is named by the courses response. */
const COURSE_PAGE = '/course/:courseLink';

/**
 * Preloads the course artwork on a course page as soon as the early courses response names it, so the
 * picture (the page's largest paint) is in cache when the catalogue draws it instead of requested then.
 */
function preloadCoursePicture(hints: LinkHints, pathname: string, list: unknown[]): void {
  if (!routeMatches(COURSE_PAGE, pathname)) return;
  const course = courseOfPath(list, pathname);
  // Ahead of any script hints still waiting: the picture is the page's largest paint.
  if (typeof course?.CourseImage === 'string' && course.CourseImage)
    hints.add(
      { rel: 'preload', href: course.CourseImage, attributes: { as: 'image', fetchpriority: 'high' } },
      { urgent: true },
    );
}

export interface WarmUpOptions {
  document: Document;
  pathname: string;
  /** Where aws-amplify keeps the session and redux-persist the app's state (a lesson page's early lesson). */
  storage?: Pick<Storage, 'getItem'>;
  /** The config request index.html started. */
  config: Promise<Response>;
  /**
   * Also preload the remotes' scripts (a remote page: its content is the page). On the home page the shell
   * draws the first screen itself, so the remotes only get connections and manifests there.
   */
  preloadScripts?: (pathname: string) => boolean;
}

export async function warmUpPage({
  document,
  pathname,
  storage,
  config,
  preloadScripts = (path) => path !== '/',
}: WarmUpOptions): Promise<void> {
  const hints = linkHints(document);
  try {
    const json: unknown = await (await config).json();
    if (!isRecord(json)) return;
    const apiOrigin = typeof json.apiBaseUrl === 'string' ? origin(json.apiBaseUrl) : undefined;
    if (apiOrigin)
      hints.add({ rel: 'preconnect', href: apiOrigin, attributes: { crossorigin: 'anonymous' } });
    // The public catalogue, asked for now instead of after the shell's libraries; the api takes it over.
    let picture: Promise<void> = Promise.resolve();
    const { apiBaseUrl, identity } = json;
    if (apiOrigin && typeof apiBaseUrl === 'string') {
      const url = coursesUrl(apiBaseUrl);
      startEarly(url, fetch(url, { headers: { Accept: 'application/json' } }));
      const courses = peekEarly(url);
      const clientId = isRecord(identity) ? identity.userPoolClientId : undefined;
      // Only these two pages read the list here: elsewhere the app parses it once, later.
      if (courses && (routeMatches(COURSE_PAGE, pathname) || routeMatches(LESSON_PAGE, pathname)))
        picture = courseList(courses)
          .then((list) => {
            preloadCoursePicture(hints, pathname, list);
            if (storage && typeof clientId === 'string')
              startLessonEarly({ pathname, apiBaseUrl, clientId, courses: list, storage });
          })
          .catch(() => undefined);
    }

    const entries = new Map<string, string>();
    for (const remote of Array.isArray(json.remotes) ? json.remotes : [])
      if (isRecord(remote) && typeof remote.name === 'string' && typeof remote.entry === 'string')
        entries.set(remote.name, remote.entry);

    const byRemote = new Map<string, string[]>();
    for (const { remote, module } of modulesForPath(json, pathname))
      byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);

    await Promise.all(
      [...byRemote].map(async ([remote, modules]) => {
        const manifestUrl = entries.get(remote);
        const remoteOrigin = manifestUrl ? origin(manifestUrl) : undefined;
        if (!manifestUrl || !remoteOrigin) return;
        // Both kinds of connection: the manifest is fetched with CORS, the scripts without.
        hints.add({ rel: 'preconnect', href: remoteOrigin });
        hints.add({ rel: 'preconnect', href: remoteOrigin, attributes: { crossorigin: 'anonymous' } });
        startEarly(manifestUrl);
        if (!preloadScripts(pathname)) return;
        const response = await peekEarly(manifestUrl);
        if (response?.ok) preloadFromManifest(hints, manifestUrl, await response.json(), modules);
      }),
    );
    await picture;
  } catch {
    // A hint that fails costs nothing: the app fetches and reports everything itself.
  }
  await hints.settled();
}
