/** Whether a route pattern (`/course/:courseLink`) matches the path, segment by segment. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const split = (path: string) => path.split('/').filter(Boolean);
  const expected = split(pattern);
  const actual = split(pathname);
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}
