const KEY = 'utm_email';

/**
 * The e-mail a marketing link carried (`?utm_email=`), remembered for the visit so later pages of the
 * same visit are identified too.
 */
export function utmEmail(search: string, storage: Storage = sessionStorage): string | null {
  const fromQuery = new URLSearchParams(search).get(KEY)?.trim();
  if (fromQuery) {
    storage.setItem(KEY, fromQuery);
    return fromQuery;
  }
  return storage.getItem(KEY);
}

/** The session's e-mail wins over one from a link. */
export function visitorEmail(
  sessionEmail: string | null | undefined,
  search: string,
  storage?: Storage,
): string | null {
  return sessionEmail || utmEmail(search, storage);
}
