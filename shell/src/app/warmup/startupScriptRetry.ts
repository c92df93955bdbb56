/**
 * index.html loads the start-up's chunks with async `<script>` tags carrying the chunk loader's key (`data-rspack`,
 * tooling/rspack/startupScripts.js), so the loader waits on a tag instead of adding its own. A tag whose download
 * failed before the loader looked would hold it until its two-minute timeout; removed, the loader asks again with
 * a tag of its own (one more try, as a preloaded file got). Runs in the head script, before those tags are parsed:
 * `error` does not bubble, so the document hears it while capturing.
 */
export function dropFailedStartupScripts(document: Document): void {
  document.addEventListener(
    'error',
    (event) => {
      const { target } = event;
      if (target instanceof HTMLScriptElement && target.hasAttribute('data-rspack')) target.remove();
    },
    true,
  );
}
