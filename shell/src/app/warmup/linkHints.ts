/** A `<link>` the warm-up adds to the head: a connection or a file to start early. */
export interface LinkHint {
  rel: 'preconnect' | 'preload';
  href: string;
  attributes?: Record<string, string>;
}

export interface LinkHints {
  /** Adds the hint now if none is waiting, else in its turn; `urgent` puts it before those waiting. */
  add(hint: LinkHint, options?: { urgent?: boolean }): void;
  /** Resolves once every hint asked for so far is in the head. */
  settled(): Promise<void>;
}

/**
 * Adds link hints to the document's head one per task: each one starts a connection or a request, which costs the
 * main thread 1-2 ms on a slow machine (a lesson's seven made a 32-55 ms task at Lighthouse's 4x CPU slowdown), and
 * a page that is loading should keep answering between them. The first waits for nothing.
 */
export function linkHints(
  document: Document,
  nextTask: (run: () => void) => void = (run) => void setTimeout(run, 0),
): LinkHints {
  const waiting: LinkHint[] = [];
  let busy = false;
  let settled = Promise.resolve();
  let done: () => void = () => undefined;

  const place = ({ rel, href, attributes = {} }: LinkHint) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.append(link);
  };
  const next = () => {
    const hint = waiting.shift();
    if (!hint) {
      busy = false;
      done();
      return;
    }
    place(hint);
    nextTask(next);
  };

  return {
    add(hint, { urgent = false } = {}) {
      if (urgent) waiting.unshift(hint);
      else waiting.push(hint);
      if (busy) return;
      busy = true;
      settled = new Promise((resolve) => {
        done = resolve;
      });
      next();
    },
    settled: () => settled,
  };
}
