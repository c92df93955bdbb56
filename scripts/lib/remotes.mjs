// The site's remotes as their manifests declare them, loaded once for the scripts, the build and the e2e suite
// (Jest uses tooling/jest/remotes.cjs in its place).
import { loadManifests } from './load-manifests.mjs';
import { regionsOf, routesOf } from './manifests.mjs';

export const REMOTES = await loadManifests();

/** Every route a remote owns; the shell owns /, /login, /redirect, the legal pages and '*'. */
export const REMOTE_ROUTES = routesOf(REMOTES);

/** The regions the shell lays out outside the route outlet (home-page sections, the newsletter offer). */
export const REGIONS = regionsOf(REMOTES);
