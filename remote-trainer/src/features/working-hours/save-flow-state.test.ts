import type { TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import { initialSaveFlow, isBusy, saveFlowReducer, type SaveEvent, type SaveFlow } from './save-flow-state';

const hours = { weekly: [{ weekday: 1, from: '09:00', to: '12:00' }], overrides: [] };
const lesson: TrainerScheduleEntry = {
  kind: 'lesson',
  id: 7,
  venue_sport_object_id: 1,
  sport_object_name: 'Kort 1',
  start_time: '2026-12-01T16:00:00.000Z',
  end_time: '2026-12-01T17:00:00.000Z',
  local_date: '2026-12-01',
  local_start: '17:00',
  local_end: '18:00',
  state: 'upcoming',
  display_name: 'Anna D.',
  payment_status: 'paid',
  price: 8000,
  participants: null,
  max_participants: null,
};

const run = (...events: SaveEvent[]): SaveFlow => events.reduce(saveFlowReducer, initialSaveFlow);

describe('saveFlowReducer', () => {
  it('keeps the editor with the problems and sends nothing while the hours are wrong', () => {
    const errors = { 'working_hours.weekly.0.to': { key: 'trainer:validation.timeOrder' } };
    expect(run({ type: 'submit', hours, errors })).toEqual({ step: 'editing', errors, failure: null });
  });

  it('saves straight away when no lesson is left outside', () => {
    const state = run({ type: 'submit', hours, errors: {} });
    expect(state).toEqual({ step: 'saving', hours });
    expect(isBusy(state)).toBe(true);
    expect(saveFlowReducer(state, { type: 'saved', kept: [], cancelled: [] })).toEqual({ step: 'saved', kept: [], cancelled: [] });
  });

  it('asks about the lessons outside, insists on a choice, then sends the choice with the message', () => {
    let state = run({ type: 'submit', hours, errors: {} }, { type: 'lessonsOutside', lessons: [lesson] });
    expect(state).toMatchObject({ step: 'outside', lessons: [lesson], choice: null });
    state = saveFlowReducer(state, { type: 'confirm' });
    expect(state).toMatchObject({ step: 'outside', choiceMissing: true });
    state = saveFlowReducer(saveFlowReducer(state, { type: 'choose', choice: 'cancel' }), {
      type: 'messageChanged',
      message: 'Sorry, I am ill',
    });
    state = saveFlowReducer(state, { type: 'confirm' });
    expect(state).toEqual({ step: 'resolving', hours, lessons: [lesson], choice: 'cancel', message: 'Sorry, I am ill' });
    expect(saveFlowReducer(state, { type: 'saved', kept: [], cancelled: [lesson] })).toEqual({
      step: 'saved',
      kept: [],
      cancelled: [lesson],
    });
  });

  it('returns to the step it failed at, keeping what the trainer chose', () => {
    const resolving = run(
      { type: 'submit', hours, errors: {} },
      { type: 'lessonsOutside', lessons: [lesson] },
      { type: 'choose', choice: 'keep' },
      { type: 'confirm' },
    );
    expect(saveFlowReducer(resolving, { type: 'failed', messageKey: 'errors.generic' })).toMatchObject({
      step: 'outside',
      choice: 'keep',
      failure: 'errors.generic',
    });
    const errors = { 'working_hours.weekly.0.from': { key: 'trainer:validation.outsideOpeningHours' } };
    expect(run({ type: 'submit', hours, errors: {} }, { type: 'failed', messageKey: 'x', errors })).toEqual({
      step: 'editing',
      errors,
      failure: 'x',
    });
  });

  it('goes back from the lessons step unsaved, and an edit clears a done save', () => {
    const outside = run({ type: 'submit', hours, errors: {} }, { type: 'lessonsOutside', lessons: [lesson] });
    expect(saveFlowReducer(outside, { type: 'back' })).toEqual(initialSaveFlow);
    const saved = run({ type: 'submit', hours, errors: {} }, { type: 'saved', kept: [], cancelled: [] });
    expect(saveFlowReducer(saved, { type: 'edited' })).toEqual(initialSaveFlow);
  });

  it('ignores events that do not belong to the step', () => {
    expect(saveFlowReducer(initialSaveFlow, { type: 'confirm' })).toBe(initialSaveFlow);
    expect(saveFlowReducer(initialSaveFlow, { type: 'lessonsOutside', lessons: [] })).toBe(initialSaveFlow);
    const saving = run({ type: 'submit', hours, errors: {} });
    expect(saveFlowReducer(saving, { type: 'submit', hours, errors: {} })).toBe(saving);
  });
});
