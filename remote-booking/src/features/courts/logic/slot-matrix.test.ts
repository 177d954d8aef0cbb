import type { ObjectAvailability } from '@venue/api/schemas/venue';
import { buildSlotMatrix, moveInGrid, tabStop } from './slot-matrix';

const court = (id: number, free: string[], taken: string[] = []): ObjectAvailability => ({
  id,
  name: `Kort ${id}`,
  sport_type_id: 1,
  court_type: 'indoor',
  surface: null,
  is_indoor: true,
  tags: [],
  slots: free.map((time) => ({ start_time: `2030-06-03T${time}:00.000Z`, local_time: time, prices: [6000] })),
  taken: taken.map((time) => ({ start_time: `2030-06-03T${time}:00.000Z`, local_time: time })),
});

describe('buildSlotMatrix', () => {
  it('has a row per start any court offers or has taken, and tells free, taken and closed apart', () => {
    const matrix = buildSlotMatrix([court(1, ['10:00', '11:00'], ['10:30']), court(2, ['10:30'])]);
    expect(matrix.rows.map((row) => row.localTime)).toEqual(['10:00', '10:30', '11:00']);
    expect(matrix.rows.map((row) => row.cells.map((cell) => cell.state))).toEqual([
      ['free', 'closed'],
      ['taken', 'free'],
      ['free', 'closed'],
    ]);
  });

  it('reads answers without taken starts (older servers) as free and closed only', () => {
    const { taken: _, ...old } = court(1, ['10:00']);
    expect(buildSlotMatrix([old]).rows[0]?.cells[0]?.state).toBe('free');
  });
});

describe('moveInGrid', () => {
  const size = { rows: 4, cols: 3 };
  it('moves with the arrows and stops at the edges', () => {
    expect(moveInGrid({ row: 1, col: 1 }, 'ArrowDown', size)).toEqual({ row: 2, col: 1 });
    expect(moveInGrid({ row: 1, col: 1 }, 'ArrowRight', size)).toEqual({ row: 1, col: 2 });
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowUp', size)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 3, col: 2 }, 'ArrowRight', size)).toEqual({ row: 3, col: 2 });
  });

  it('jumps with Home/End along the row, Ctrl+Home/End to the corners, PageUp/PageDown by a page', () => {
    expect(moveInGrid({ row: 2, col: 1 }, 'Home', size)).toEqual({ row: 2, col: 0 });
    expect(moveInGrid({ row: 2, col: 1 }, 'End', size, true)).toEqual({ row: 3, col: 2 });
    expect(moveInGrid({ row: 2, col: 1 }, 'Home', size, true)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 0, col: 1 }, 'PageDown', { ...size, pageRows: 2 })).toEqual({ row: 2, col: 1 });
  });

  it('ignores keys that are not moves', () => {
    expect(moveInGrid({ row: 0, col: 0 }, 'Enter', size)).toBeNull();
  });
});

describe('tabStop', () => {
  const matrix = buildSlotMatrix([court(1, ['11:00'], ['10:00']), court(2, ['10:00', '11:00'])]);
  it('sits on the chosen slot', () => {
    expect(tabStop(matrix, { courtId: 1, at: Date.parse('2030-06-03T11:00:00.000Z') })).toEqual({ row: 1, col: 0 });
  });
  it('else on the first free slot', () => {
    expect(tabStop(matrix, { courtId: null, at: null })).toEqual({ row: 0, col: 1 });
  });
});
