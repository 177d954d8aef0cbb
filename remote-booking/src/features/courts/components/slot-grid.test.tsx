import { act, Profiler, type ProfilerOnRenderCallback } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ObjectAvailability } from '@venue/api/schemas/venue';
import { UiProvider } from '@venue/ui';
import { renderAt, setUpTranslations } from '../../../testing/render-at';
import { DAY } from '../testing/fixtures';
import { SlotGrid } from './slot-grid';

beforeAll(setUpTranslations);

const COURTS = 6;
const STARTS = 30;

/** A busy day: six courts, thirty half-hour starts, every third taken, every seventh closed. */
function busyDay(): ObjectAvailability[] {
  return Array.from({ length: COURTS }, (_, c) => {
    const court = { id: 100 + c, name: `Kort ${c + 1}`, sport_type_id: 1, court_type: 'indoor', surface: null, is_indoor: true, tags: [] };
    const starts = Array.from({ length: STARTS }, (_, s) => {
      const minutes = 7 * 60 + s * 30;
      const at = new Date(`${DAY}T00:00:00.000Z`).getTime() + minutes * 60_000;
      const local = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return { index: s + c, start_time: new Date(at).toISOString(), local_time: local };
    });
    return {
      ...court,
      slots: starts
        .filter((start) => start.index % 3 !== 0 && start.index % 7 !== 0)
        .map(({ start_time, local_time }) => ({ start_time, local_time, prices: [6000 + (c % 2) * 1500] })),
      taken: starts.filter((start) => start.index % 3 === 0).map(({ start_time, local_time }) => ({ start_time, local_time })),
    };
  });
}

describe('slot grid', () => {
  // Issue 32: the grid's render was 0.3–0.5 s of a phone's first view, with a styled component
  // (its own class, hashed per state) for each of up to ~200 cells.
  it('renders every slot as one plain button class, its state and selection as data attributes', () => {
    const courts = busyDay();
    renderAt(
      <SlotGrid
        courts={courts}
        selected={{ object: 101, start: courts[1]!.slots[0]!.start_time }}
        onSelect={() => {}}
        onNotify={() => {}}
      />,
    );
    const cells = screen.getAllByRole('gridcell').map((cell) => cell.querySelector('button')!);
    expect(cells).toHaveLength(COURTS * STARTS);
    expect(new Set(cells.map((cell) => cell.className))).toEqual(new Set(['slot']));
    const states = new Set(cells.map((cell) => cell.dataset.state));
    expect(states).toEqual(new Set(['free', 'taken', 'closed']));
    const chosen = cells.filter((cell) => cell.dataset.selected !== undefined);
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('chooses a free start and offers a taken one for notification through the grid’s one click handler', async () => {
    const courts = busyDay();
    const onSelect = jest.fn();
    const onNotify = jest.fn();
    renderAt(<SlotGrid courts={courts} selected={{ object: null, start: null }} onSelect={onSelect} onNotify={onNotify} />);
    const free = courts[0]!.slots[0]!;
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${free.local_time}, Kort 1, `) }));
    expect(onSelect).toHaveBeenCalledWith(100, free.start_time);
    const taken = courts[2]!.taken![0]!;
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${taken.local_time}, Kort 3, zajęty`) }));
    expect(onNotify).toHaveBeenCalledWith(102, taken.local_time);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('keeps its matrix when only the selection changes (a choice re-renders, it does not rebuild)', () => {
    const courts = busyDay();
    const durations: number[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => durations.push(actualDuration);
    const view = (start: string | null) => (
      <Profiler id="slot-grid" onRender={onRender}>
        <SlotGrid courts={courts} selected={{ object: 100, start }} onSelect={() => {}} onNotify={() => {}} />
      </Profiler>
    );
    const { rerender } = render(view(null), { wrapper: UiProvider });
    const parse = jest.spyOn(Date, 'parse');
    act(() => rerender(view(courts[0]!.slots[0]!.start_time)));
    // One parse for the chosen start; building the matrix again would parse every start of the day.
    expect(parse.mock.calls.length).toBeLessThan(STARTS);
    parse.mockRestore();
    // Logged, not asserted: jsdom's timings follow the machine's load (see the issue-32 report).
    console.info(`slot grid ${COURTS}×${STARTS}: mount ${durations[0]?.toFixed(1)} ms, re-render ${durations.at(-1)?.toFixed(1)} ms`);
  });
});
