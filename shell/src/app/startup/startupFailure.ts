/** The heading of every start-up failure, this one and the shell's own (FullScreenMessage's StartupError). */
export const STARTUP_FAILURE_TITLE = 'The site could not start';

/**
 * Shown in place of the site when its start-up code cannot arrive (a connection dropped mid-load, a release that
 * replaced the files meanwhile): without it the page stays blank. Plain DOM, no framework, since the renderer may
 * be what did not arrive; the same heading as the shell's own start-up error, and a button
 * that loads the page again.
 */
export function showStartupFailure(
  error: unknown,
  root: HTMLElement | null = document.getElementById('root'),
  reload: () => void = () => window.location.reload(),
): void {
  // Kept in the console for whoever looks into it; the learner gets the message.
  console.error('The site could not start:', error);
  if (!root) return;
  const page = document.createElement('main');
  const message = document.createElement('div');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'display:grid;gap:1rem;justify-items:center;padding:2rem 1rem;text-align:center';
  const heading = document.createElement('h1');
  heading.textContent = STARTUP_FAILURE_TITLE;
  const explanation = document.createElement('p');
  explanation.textContent = 'Part of the site did not arrive. Check your connection, then try again.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Try again';
  retry.addEventListener('click', () => reload());
  message.append(heading, explanation, retry);
  page.append(message);
  root.replaceChildren(page);
}
