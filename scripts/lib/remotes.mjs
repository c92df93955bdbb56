// The site's remotes as their manifests declare them (see manifests.mjs), loaded once for the scripts and tests.
import { loadManifests, regionsOf, routesOf } from './manifests.mjs';

export const REMOTES = await loadManifests();

/** Every route a remote owns; the shell owns /, /login, /redirect, the legal pages and '*'. */
export const REMOTE_ROUTES = routesOf(REMOTES);

/** The regions the shell lays out outside the route outlet (home-page sections, the newsletter offer). */
export const REGIONS = regionsOf(REMOTES);
