// The closing table of `npm test`.

const NOTE_WIDTH = 60;

/**
 * @param {{ name: string, passed: number, failed: number, skipped: number, seconds: number, note: string }[]} rows
 * @param {number} totalSeconds
 */
export function formatSummary(rows, totalSeconds) {
  const header = ['suite', 'passed', 'failed', 'skipped', 'time', 'note'];
  const fmtTime = (s) => (s >= 60 ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s` : `${s.toFixed(1)}s`);
  const note = (text) => (text.length > NOTE_WIDTH ? `${text.slice(0, NOTE_WIDTH - 1)}…` : text);
  const body = rows.map((r) => [
    r.failed > 0 ? `✗ ${r.name}` : `  ${r.name}`,
    String(r.passed),
    String(r.failed),
    String(r.skipped),
    fmtTime(r.seconds),
    note(r.note),
  ]);
  const sum = (key) => String(rows.reduce((total, r) => total + r[key], 0));
  const footer = ['  total', sum('passed'), sum('failed'), sum('skipped'), fmtTime(totalSeconds), ''];
  const table = [header, ...body, footer];
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (i >= 1 && i <= 4 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [line(header), rule, ...body.map(line), rule, line(footer)].join('\n');
}
