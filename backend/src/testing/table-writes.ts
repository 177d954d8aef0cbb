/**
 * A static scan of backend sources for writes to the tables that have one owning module (see
 * `docs/decisions/008-one-owner-per-table.md`). It reads text, not types: a Drizzle
 * `.insert(x)` / `.update(x)` / `.delete(x)` of a table's schema object (also under an import
 * alias, across line breaks), and SQL `INSERT INTO` / `UPDATE` / `DELETE FROM` naming the table or
 * interpolating its schema object. Comments are ignored.
 */

/** SQL table → its Drizzle schema export and the module folder (`src/modules/<owner>/`) that owns it. */
export const OWNED_TABLES = {
  reservations: { schema: 'reservations', owner: 'reservations' },
  reservation_series: { schema: 'reservationSeries', owner: 'reservations' },
  payments: { schema: 'payments', owner: 'payments' },
  wallet_entries: { schema: 'walletEntries', owner: 'wallet' },
  courses: { schema: 'courses', owner: 'courses' },
  course_enrollments: { schema: 'courseEnrollments', owner: 'courses' },
  venue_course_settings: { schema: 'venueCourseSettings', owner: 'courses' },
  term_notifications: { schema: 'termNotifications', owner: 'term-notifications' },
  share_links: { schema: 'shareLinks', owner: 'statistics' },
  rate_limit_hits: { schema: 'rateLimitHits', owner: 'rate-limits' },
} as const;

export type OwnedTable = keyof typeof OWNED_TABLES;

export type TableWrite = { readonly table: OwnedTable; readonly line: number; readonly statement: string };

export type OwnershipViolation = TableWrite & { readonly file: string; readonly owner: string };

const TABLES = Object.keys(OWNED_TABLES) as OwnedTable[];

/** Blanks out comments, keeping line breaks so line numbers stay right. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (_match, before: string) => before);
}

/** Every local name a table's schema object goes by in this file: its own, and `x as y` aliases. */
function schemaNames(source: string): Map<string, OwnedTable> {
  const names = new Map<string, OwnedTable>();
  for (const table of TABLES) {
    const schema = OWNED_TABLES[table].schema;
    names.set(schema, table);
    for (const alias of source.matchAll(new RegExp(`\\b${schema}\\s+as\\s+([A-Za-z_$][\\w$]*)`, 'g'))) {
      if (alias[1]) names.set(alias[1], table);
    }
  }
  return names;
}

const escape = (text: string) => text.replace(/[$]/g, '\\$');

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** The writes to owned tables in one source file, in the order they appear. */
export function findTableWrites(source: string): TableWrite[] {
  const code = withoutComments(source);
  const names = schemaNames(code);
  const alternatives = [...names.keys()].map(escape).join('|');
  const found: { index: number; table: OwnedTable; statement: string }[] = [];
  const drizzle = new RegExp(`\\.\\s*(insert|update|delete)\\s*\\(\\s*(${alternatives})\\s*\\)`, 'g');
  for (const match of code.matchAll(drizzle)) {
    const table = names.get(match[2] ?? '');
    if (table) found.push({ index: match.index, table, statement: `${match[1]}(${match[2]})` });
  }
  const interpolated = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+\\$\\{\\s*(${alternatives})\\s*\\}`, 'gi');
  for (const match of code.matchAll(interpolated)) {
    const table = names.get(match[2] ?? '');
    if (table) found.push({ index: match.index, table, statement: match[0].replace(/\s+/g, ' ') });
  }
  const raw = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+(?:"?public"?\\.)?"?(${TABLES.join('|')})"?(?=[\\s(;\`'"]|$)`, 'gi');
  for (const match of code.matchAll(raw)) {
    const table = (match[2] ?? '').toLowerCase() as OwnedTable;
    found.push({ index: match.index, table, statement: match[0].replace(/\s+/g, ' ') });
  }
  return found.sort((a, b) => a.index - b.index).map(({ index, table, statement }) => ({ table, line: lineOf(code, index), statement }));
}

/** The module folder a backend source file belongs to (`src/modules/<name>/…`), or null outside modules. */
export function moduleOf(file: string): string | null {
  const match = /(?:^|\/)src\/modules\/([^/]+)\//.exec(file.split('\\').join('/'));
  return match?.[1] ?? null;
}

/** Writes to owned tables from files outside the owning module. `file` is a path relative to the package. */
export function ownershipViolations(files: readonly { file: string; source: string }[]): OwnershipViolation[] {
  return files.flatMap(({ file, source }) =>
    findTableWrites(source)
      .filter((write) => moduleOf(file) !== OWNED_TABLES[write.table].owner)
      .map((write) => ({ ...write, file, owner: OWNED_TABLES[write.table].owner })),
  );
}
