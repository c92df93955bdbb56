export type TrackProperties = Record<string, string | number | boolean>;

/** One third-party tracking tool, driven through the command queue its own script reads. */
export interface TrackingTool {
  readonly name: string;
  /** Adds the tool's script to the page; called once, and only after consent. */
  load(): void;
  identify(email: string): void;
  track(event: string, properties: TrackProperties): void;
  pageView(path: string, title: string): void;
}

/** Adds an async script once (a second call for the same URL does nothing). */
export function addScript(src: string, doc: Document = document): void {
  if (doc.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}

/** A base URL without its trailing slash, so paths can be appended. */
export const trimHost = (host: string): string => host.replace(/\/+$/, '');
