import { bus } from 'shared-events';

/** The video-play event, forwarded to the tracking tools by the shell when consent is given. */
export function trackVideoPlay(video: string) {
  bus.publish('analytics:track', { event: 'Video Played', properties: { video } });
}
