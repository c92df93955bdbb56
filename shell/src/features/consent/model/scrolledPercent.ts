/** How far down the page the visitor has scrolled, 0-100 (100 when the page cannot scroll). */
export function scrolledPercent(root: HTMLElement = document.documentElement): number {
  const scrollable = root.scrollHeight - root.clientHeight;
  if (scrollable <= 0) return 100;
  return (root.scrollTop / scrollable) * 100;
}
