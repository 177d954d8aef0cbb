import type { FieldErrors } from '@venue/api/schemas/errors';
import type { OutsideLessonsChoice, TrainerScheduleEntry, WorkingHoursInput } from '@venue/api/schemas/trainer-area';

/**
 * Saving working hours: editing → saving → saved, or, when the new hours leave booked lessons
 * outside them, a step where the trainer keeps or cancels those lessons (with a message to the
 * players) before the same hours are sent again. `failure` is a message key for the step shown.
 */
export type SaveFlow =
  | { readonly step: 'editing'; readonly errors: FieldErrors; readonly failure: string | null }
  | { readonly step: 'saving'; readonly hours: WorkingHoursInput }
  | {
      readonly step: 'outside';
      readonly hours: WorkingHoursInput;
      readonly lessons: readonly TrainerScheduleEntry[];
      readonly choice: OutsideLessonsChoice | null;
      readonly message: string;
      readonly choiceMissing: boolean;
      readonly failure: string | null;
    }
  | {
      readonly step: 'resolving';
      readonly hours: WorkingHoursInput;
      readonly lessons: readonly TrainerScheduleEntry[];
      readonly choice: OutsideLessonsChoice;
      readonly message: string;
    }
  | { readonly step: 'saved'; readonly kept: readonly TrainerScheduleEntry[]; readonly cancelled: readonly TrainerScheduleEntry[] };

export type SaveEvent =
  /** Save pressed with the draft and its problems (`checkHours`); none → the request goes. */
  | { readonly type: 'submit'; readonly hours: WorkingHoursInput; readonly errors: FieldErrors }
  | { readonly type: 'saved'; readonly kept: readonly TrainerScheduleEntry[]; readonly cancelled: readonly TrainerScheduleEntry[] }
  | { readonly type: 'lessonsOutside'; readonly lessons: readonly TrainerScheduleEntry[] }
  | { readonly type: 'failed'; readonly messageKey: string; readonly errors?: FieldErrors }
  | { readonly type: 'choose'; readonly choice: OutsideLessonsChoice }
  | { readonly type: 'messageChanged'; readonly message: string }
  | { readonly type: 'confirm' }
  /** Back from the lessons step to the editor, nothing saved. */
  | { readonly type: 'back' }
  /** The draft changed: a done or refused save no longer describes it. */
  | { readonly type: 'edited' };

export const initialSaveFlow: SaveFlow = { step: 'editing', errors: {}, failure: null };

export function saveFlowReducer(state: SaveFlow, event: SaveEvent): SaveFlow {
  switch (event.type) {
    case 'submit':
      if (state.step !== 'editing' && state.step !== 'saved') return state;
      return Object.keys(event.errors).length > 0
        ? { step: 'editing', errors: event.errors, failure: null }
        : { step: 'saving', hours: event.hours };
    case 'saved':
      return state.step === 'saving' || state.step === 'resolving'
        ? { step: 'saved', kept: event.kept, cancelled: event.cancelled }
        : state;
    case 'lessonsOutside':
      // Only the first send can meet it: the second says what to do with them.
      return state.step === 'saving'
        ? { step: 'outside', hours: state.hours, lessons: event.lessons, choice: null, message: '', choiceMissing: false, failure: null }
        : state;
    case 'failed':
      if (state.step === 'saving') return { step: 'editing', errors: event.errors ?? {}, failure: event.messageKey };
      if (state.step === 'resolving') return { ...outsideOf(state), failure: event.messageKey };
      return state;
    case 'choose':
      return state.step === 'outside' ? { ...state, choice: event.choice, choiceMissing: false, failure: null } : state;
    case 'messageChanged':
      return state.step === 'outside' ? { ...state, message: event.message } : state;
    case 'confirm':
      if (state.step !== 'outside') return state;
      if (!state.choice) return { ...state, choiceMissing: true };
      return { step: 'resolving', hours: state.hours, lessons: state.lessons, choice: state.choice, message: state.message };
    case 'back':
      return state.step === 'outside' ? initialSaveFlow : state;
    case 'edited':
      if (state.step === 'saved') return initialSaveFlow;
      return state.step === 'editing' && state.failure ? { ...state, failure: null } : state;
  }
}

function outsideOf(state: Extract<SaveFlow, { step: 'resolving' }>): Extract<SaveFlow, { step: 'outside' }> {
  return {
    step: 'outside',
    hours: state.hours,
    lessons: state.lessons,
    choice: state.choice,
    message: state.message,
    choiceMissing: false,
    failure: null,
  };
}

/** Whether a request is on its way (the form is read-only meanwhile). */
export function isBusy(state: SaveFlow): boolean {
  return state.step === 'saving' || state.step === 'resolving';
}
