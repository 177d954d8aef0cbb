import type { OpeningHours } from '@venue/api/schemas/venue';
import { checkHours, hoursDraftReducer, type HoursDraft } from './hours-draft';

const empty: HoursDraft = { weekly: [], overrides: [] };
const opening: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '07:00', closes: '22:00' }));

describe('hoursDraftReducer', () => {
  it('adds a weekday window after the last one of that day', () => {
    let draft = hoursDraftReducer(empty, { type: 'addWeekly', weekday: 2 });
    expect(draft.weekly).toEqual([{ weekday: 2, from: '09:00', to: '10:00' }]);
    draft = hoursDraftReducer(draft, { type: 'changeWeekly', index: 0, edge: 'to', value: '12:00' });
    draft = hoursDraftReducer(draft, { type: 'addWeekly', weekday: 2 });
    expect(draft.weekly[1]).toEqual({ weekday: 2, from: '12:00', to: '13:00' });
    draft = hoursDraftReducer(draft, { type: 'removeWeekly', index: 0 });
    expect(draft.weekly).toEqual([{ weekday: 2, from: '12:00', to: '13:00' }]);
  });

  it('adds a date as a day off, then windows to it', () => {
    let draft = hoursDraftReducer(empty, { type: 'addOverride', date: '2026-12-24' });
    expect(draft.overrides).toEqual([{ date: '2026-12-24', windows: [] }]);
    draft = hoursDraftReducer(draft, { type: 'addOverrideWindow', index: 0 });
    draft = hoursDraftReducer(draft, { type: 'changeOverrideWindow', index: 0, window: 0, edge: 'from', value: '08:00' });
    expect(draft.overrides[0]!.windows).toEqual([{ from: '08:00', to: '10:00' }]);
    draft = hoursDraftReducer(draft, { type: 'removeOverrideWindow', index: 0, window: 0 });
    expect(draft.overrides[0]!.windows).toEqual([]);
    expect(hoursDraftReducer(draft, { type: 'removeOverride', index: 0 }).overrides).toEqual([]);
  });
});

describe('checkHours', () => {
  it('names bad times by the field paths the API uses', () => {
    const draft: HoursDraft = { weekly: [{ weekday: 1, from: '9', to: '10:00' }], overrides: [] };
    expect(checkHours(draft, opening)).toEqual({ 'working_hours.weekly.0.from': { key: 'trainer:validation.time' } });
  });

  it('runs the backend check: order, overlap, opening hours, a date twice', () => {
    const draft: HoursDraft = {
      weekly: [
        { weekday: 1, from: '10:00', to: '09:00' },
        { weekday: 2, from: '09:00', to: '12:00' },
        { weekday: 2, from: '11:00', to: '13:00' },
        { weekday: 3, from: '06:00', to: '08:00' },
      ],
      overrides: [
        { date: '2026-12-24', windows: [] },
        { date: '2026-12-24', windows: [] },
      ],
    };
    expect(checkHours(draft, opening)).toEqual({
      'working_hours.weekly.0.to': { key: 'trainer:validation.timeOrder' },
      'working_hours.weekly.2.from': { key: 'trainer:validation.timeOverlap' },
      'working_hours.weekly.3.from': { key: 'trainer:validation.outsideOpeningHours' },
      'working_hours.overrides.1.date': { key: 'trainer:validation.duplicateDate' },
    });
    expect(checkHours({ weekly: [{ weekday: 1, from: '09:00', to: '17:00' }], overrides: [] }, opening)).toEqual({});
  });
});
