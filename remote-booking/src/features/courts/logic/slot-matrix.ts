// The slot picker's matrix: one row per start time, one column per court, every cell free,
// taken (a booking covers it) or closed (anything else: past, outside hours, too short a gap).
// Pure, so the picker's layout and its keyboard moves are tested without rendering.
import type { FreeSlot, ObjectAvailability } from '@venue/api/schemas/venue';

export type SlotCell =
  | { readonly state: 'free'; readonly courtId: number; readonly slot: FreeSlot }
  | { readonly state: 'taken'; readonly courtId: number }
  | { readonly state: 'closed'; readonly courtId: number };

export interface MatrixRow {
  /** Epoch milliseconds of the start: rows are unique and ordered by it (a DST day has 02:00 twice). */
  readonly at: number;
  readonly localTime: string;
  readonly cells: readonly SlotCell[];
}

export interface SlotMatrix {
  readonly courts: readonly ObjectAvailability[];
  readonly rows: readonly MatrixRow[];
}

/**
 * Rows are the starts some court offers or has taken, so a time every court has closed (before
 * opening, already past) takes no room.
 */
export function buildSlotMatrix(courts: readonly ObjectAvailability[]): SlotMatrix {
  const times = new Map<number, string>();
  const free = new Map<string, FreeSlot>();
  const taken = new Set<string>();
  for (const court of courts) {
    for (const slot of court.slots) {
      const at = Date.parse(slot.start_time);
      times.set(at, slot.local_time);
      free.set(`${court.id}@${at}`, slot);
    }
    for (const slot of court.taken ?? []) {
      const at = Date.parse(slot.start_time);
      times.set(at, slot.local_time);
      taken.add(`${court.id}@${at}`);
    }
  }
  const rows = [...times.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, localTime]) => ({
      at,
      localTime,
      cells: courts.map((court): SlotCell => {
        const key = `${court.id}@${at}`;
        const slot = free.get(key);
        if (slot) return { state: 'free', courtId: court.id, slot };
        return { state: taken.has(key) ? 'taken' : 'closed', courtId: court.id };
      }),
    }));
  return { courts, rows };
}

export interface GridPosition {
  readonly row: number;
  readonly col: number;
}

/** Where the keyboard focus goes from `at` for a key of the WAI-ARIA grid pattern; null: the key is not a move. */
export function moveInGrid(
  at: GridPosition,
  key: string,
  size: { readonly rows: number; readonly cols: number; readonly pageRows?: number },
  ctrl = false,
): GridPosition | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const clamp = (row: number, col: number) => ({
    row: Math.max(0, Math.min(lastRow, row)),
    col: Math.max(0, Math.min(lastCol, col)),
  });
  const page = size.pageRows ?? 5;
  switch (key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.col);
    case 'ArrowDown':
      return clamp(at.row + 1, at.col);
    case 'ArrowLeft':
      return clamp(at.row, at.col - 1);
    case 'ArrowRight':
      return clamp(at.row, at.col + 1);
    case 'PageUp':
      return clamp(at.row - page, at.col);
    case 'PageDown':
      return clamp(at.row + page, at.col);
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : clamp(at.row, 0);
    case 'End':
      return ctrl ? clamp(lastRow, lastCol) : clamp(at.row, lastCol);
    default:
      return null;
  }
}

/** The one cell the grid's tab stop sits on: the chosen slot, else the first free one, else the first. */
export function tabStop(matrix: SlotMatrix, chosen: { readonly courtId: number | null; readonly at: number | null }): GridPosition {
  let firstFree: GridPosition | null = null;
  for (const [row, line] of matrix.rows.entries()) {
    for (const [col, cell] of line.cells.entries()) {
      if (cell.courtId === chosen.courtId && line.at === chosen.at) return { row, col };
      if (!firstFree && cell.state === 'free') firstFree = { row, col };
    }
  }
  return firstFree ?? { row: 0, col: 0 };
}
