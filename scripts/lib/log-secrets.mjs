// Finds secrets in a backend log: the values actually issued during a run (login codes, link
// tokens, pay-by-link uuids, payment tokens) and the shapes a leak would take whatever its value.
// The e2e run's global teardown scans the backend's log with it (e2e/support/backend-log-check.ts).

/** What a leak looks like, whatever the value. The redacted forms the backend writes are allowed. */
export const LEAK_PATTERNS = [
  { kind: 'query parameters of a failed SQL statement', pattern: /params: (?!\[redacted\])/ },
  { kind: 'values of a database error', pattern: /"(?:params|parameters|detail)":(?!"\[redacted\]")/ },
  // The sandbox's pay page carries its token; paying a course enrolment again names its id (not a secret).
  { kind: 'a pay path with its token', pattern: /(?<!\/course_enrollment)\/pay\/(?!:)[^\s"?/]/ },
  { kind: 'a value in a query string', pattern: /[?&][\w.-]+=(?!\[redacted\])[^\s"&]/ },
  { kind: 'an Authorization header', pattern: /\bBearer\s+[\w.~+/-]/i },
  // randomToken(): 32 bytes in base64url — sessions (the cookie's value) and magic links.
  { kind: 'a session or link token', pattern: /(?<![\w-])[\w-]{43}(?![\w-])/ },
  { kind: 'a uuid (pay-by-link, payment)', pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i },
];

/**
 * The secrets in the messages the local adapters "sent" (the dev outbox): the codes (4–6 digits)
 * and every link token (a long URL-safe run).
 * @param {string[]} texts
 * @returns {{ kind: string, value: string }[]}
 */
export function secretsInMessages(texts) {
  const secrets = [];
  for (const text of texts) {
    for (const match of text.matchAll(/(?<!\d)\d{4,6}(?!\d)/g)) secrets.push({ kind: 'a code sent by SMS or e-mail', value: match[0] });
    for (const [token] of text.matchAll(/[\w.~-]{20,}/g)) {
      // Random tokens mix letters and digits; long words and host names do not.
      if (/\d/.test(token) && /[a-z]/i.test(token)) secrets.push({ kind: 'a token sent in a link', value: token });
    }
  }
  return secrets;
}

function escapeRegExp(value) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where `log` carries one of `secrets` or a leak pattern. A short code counts only standing alone
 * (`"1234"`, `: 1234`, `=1234`), not inside a number (a port, a pid, a time). The excerpts never
 * show the secret itself: the report must not leak it again.
 * @param {string} log
 * @param {{ kind: string, value: string }[]} secrets
 * @returns {{ kind: string, line: number, excerpt: string }[]}
 */
export function findLeaks(log, secrets) {
  // One alternation per form instead of a pattern per secret: a whole e2e run issues hundreds of
  // secrets and logs tens of thousands of lines.
  const kinds = new Map(secrets.filter((s) => s.value).map((s) => [s.value, s.kind]));
  const values = [...kinds.keys()].sort((a, b) => b.length - a.length);
  const codes = values.filter((value) => /^\d+$/.test(value));
  const others = values.filter((value) => !/^\d+$/.test(value)).map(escapeRegExp);
  const issued = (pattern) => ({ kind: (match) => kinds.get(match) ?? 'an issued secret', pattern });
  const matchers = [
    ...LEAK_PATTERNS.map(({ kind, pattern }) => ({ kind: () => kind, pattern })),
    ...(codes.length ? [issued(new RegExp(`(?<![\\w:-]|\\d\\.)(?:${codes.join('|')})(?![\\w-]|\\.\\d)`))] : []),
    ...(others.length ? [issued(new RegExp(others.join('|')))] : []),
  ];
  const leaks = [];
  log.split('\n').forEach((text, index) => {
    for (const matcher of matchers) {
      const match = matcher.pattern.exec(text);
      if (!match) continue;
      const kind = matcher.kind(match[0]);
      const at = match.index;
      const excerpt = `${text.slice(Math.max(0, at - 60), at)}<${kind}>${text.slice(at + match[0].length, at + match[0].length + 40)}`;
      leaks.push({ kind, line: index + 1, excerpt });
    }
  });
  return leaks;
}
