/** The video host whose watch links carry the id in a `v` parameter ({host} in the spec). */
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_HOST = 'youtu.be';
/** YouTube ids are letters, digits, '-' and '_'; anything else is not a link we can embed safely. */
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

export const INVALID_YOUTUBE_URL = 'Invalid YouTube URL';

/** The video id of a youtu.be/<id> link or a youtube.com link with a v parameter; null for anything else. */
export function youTubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === SHORT_HOST) id = url.pathname.split('/')[1] ?? null;
  else if (WATCH_HOSTS.has(host)) id = url.searchParams.get('v');
  return id !== null && VIDEO_ID.test(id) ? id : null;
}
