/**
 * The API refuses a request with one line naming each problem, 'body/<field> <reason>' joined by '; '
 * (describeIssues), e.g. 'body/email must be a valid email address'. A form shows those reasons against its own
 * fields, without the request path a visitor should never see. Parts naming no top-level field are left out.
 */
export function fieldProblems(message: string): Map<string, string> {
  const problems = new Map<string, string>();
  for (const part of message.split(';')) {
    const [, field, reason] = /^body\/(\w+) (.+)$/.exec(part.trim()) ?? [];
    if (field && reason && !problems.has(field)) problems.set(field, reason);
  }
  return problems;
}
