const globals = globalThis as { Temporal?: unknown };

/** The module as a new page load finds it: nothing read yet. */
function freshBrowserTimeZone(): () => string {
  let read: (() => string) | undefined;
  jest.isolateModules(() => {
    read = (jest.requireActual('./browserTimeZone') as typeof import('./browserTimeZone')).browserTimeZone;
  });
  if (!read) throw new Error('browserTimeZone did not load');
  return read;
}

afterEach(() => {
  Reflect.deleteProperty(globals, 'Temporal');
  jest.restoreAllMocks();
});

it("reads the zone from Temporal where the browser has it, without starting Intl's date formatting", () => {
  globals.Temporal = { Now: { timeZoneId: () => 'Europe/London' } };
  const intl = jest.spyOn(Intl, 'DateTimeFormat');
  expect(freshBrowserTimeZone()()).toBe('Europe/London');
  expect(intl).not.toHaveBeenCalled();
});

it('falls back to Intl where Temporal is missing', () => {
  expect(freshBrowserTimeZone()()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
});

it('reads the zone once per page load', () => {
  const timeZoneId = jest.fn(() => 'America/New_York');
  globals.Temporal = { Now: { timeZoneId } };
  const browserTimeZone = freshBrowserTimeZone();
  browserTimeZone();
  expect(browserTimeZone()).toBe('America/New_York');
  expect(timeZoneId).toHaveBeenCalledTimes(1);
});

it('answers UTC when the browser reports no zone, or fails to', () => {
  globals.Temporal = { Now: { timeZoneId: () => '' } };
  expect(freshBrowserTimeZone()()).toBe('UTC');
  globals.Temporal = {
    Now: {
      timeZoneId: () => {
        throw new RangeError('no time zone');
      },
    },
  };
  expect(freshBrowserTimeZone()()).toBe('UTC');
});
