/** A minimal Response for jsdom (which has none): status, JSON body, and clone. */
export function jsonResponse(body: unknown, status = 200): Response {
  const make = (): Response =>
    ({
      ok: status >= 200 && status < 300,
      status,
      json: async () => body,
      text: async () => JSON.stringify(body),
      clone: make,
    }) as unknown as Response;
  return make();
}
