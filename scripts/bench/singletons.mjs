// `pnpm bench` part (b), second half: how many copies of each shared singleton /courses loaded, from the Module
// Federation share scope and from the downloaded scripts that define React.
import { reactDefinitions } from '../../e2e/support/singletons.mjs';
import { table } from './common.mjs';

/** The singletons of a page load (page-weight.mjs's loadCoursesPage). */
export function countSingletons({ scripts, shareScope }) {
  const definitions = reactDefinitions(
    scripts.map((script) => ({ url: script.url, body: script.body.toString('utf8') })),
  );
  return {
    singletons: shareScope.packages,
    reactDefinitions: Object.fromEntries(
      Object.entries(definitions).map(([pkg, urls]) => [pkg, urls.length]),
    ),
  };
}

/** The report's lines on the singletons. */
export function singletonsReport({ singletons, reactDefinitions: definitions }) {
  return [
    "Shared singletons on /courses (Module Federation share scope; scripts defining React's DOM renderer):",
    '',
    table(
      ['package', 'loaded copies', 'version', 'provided by', 'used by'],
      singletons.map((row) => [
        row.pkg,
        row.copies,
        row.loadedVersions.join(', ') || '-',
        row.providers.join(', ') || '-',
        row.consumers.join(', ') || '-',
      ]),
    ),
    '',
    `Scripts that define React's DOM renderer: ${definitions['react-dom/client']}.`,
  ];
}
