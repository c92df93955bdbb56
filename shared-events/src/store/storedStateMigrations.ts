import { createMigrate, type MigrationManifest, type PersistedState } from 'redux-persist';

type StoredState = NonNullable<PersistedState> & Record<string, unknown>;

/** Moves stored slices to their new names; a slice already stored under its new name is left as it is. */
const renameSlices =
  (renames: Readonly<Record<string, string>>) =>
  (state: PersistedState): PersistedState => {
    if (!state) return state;
    const stored = state as StoredState;
    const newName = new Map(Object.entries(renames));
    const entries = Object.entries(stored).flatMap(([key, value]) => {
      const name = newName.get(key);
      if (name === undefined) return [[key, value] as const];
      return name in stored ? [] : [[name, value] as const];
    });
    return Object.fromEntries(entries) as StoredState;
  };

/**
 * Each release that renames or reshapes stored state adds the next version here, so a returning visitor
 * keeps what an older release saved. Version 1: injected slices are namespaced by their remote (issue 16).
 */
const migrations: MigrationManifest = {
  1: renameSlices({ blogs: 'communityBlogs', newsletterOffer: 'communityNewsletterOffer' }),
};

/** The version of the stored state this release writes. */
export const STORED_STATE_VERSION = 1;

export const migrateStoredState = createMigrate(migrations);
