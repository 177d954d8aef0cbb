// Sharing a month as a card: choose what it shows, make the link, copy or send it. A pure reducer
// over a discriminated union (docs/adding-a-feature.md: multi-step flows), tested beside it.
import type { ShareField, ShareLink } from '@venue/api/schemas/statistics';

/** Ticked at first: the figures people like to show; never the surname or the venue addresses. */
export const DEFAULT_SHARE_FIELDS: readonly ShareField[] = [
  'first_name',
  'reservations',
  'hours_played',
  'favourite_sport',
  'favourite_time',
];

export type ShareState =
  | {
      readonly step: 'choosing';
      readonly fields: readonly ShareField[];
      /** Why the last attempt failed, said beside the button. */
      readonly error: 'failed' | 'limit' | null;
      /**
       * The idempotency key of a failed attempt with these very fields: a retry sends it again, so
       * a request that did reach the server does not make a second link. Cleared by any change.
       */
      readonly retryToken: string | null;
    }
  | { readonly step: 'creating'; readonly fields: readonly ShareField[]; readonly token: string }
  | { readonly step: 'created'; readonly fields: readonly ShareField[]; readonly link: ShareLink };

export type ShareAction =
  | { readonly type: 'toggle'; readonly field: ShareField }
  | { readonly type: 'create'; readonly token: string }
  | { readonly type: 'created'; readonly link: ShareLink }
  | { readonly type: 'failed'; readonly reason: 'failed' | 'limit' }
  /** Back to choosing after a link was made: the next link gets a new key. */
  | { readonly type: 'again' };

export const initialShareState: ShareState = { step: 'choosing', fields: DEFAULT_SHARE_FIELDS, error: null, retryToken: null };

export function shareReducer(state: ShareState, action: ShareAction): ShareState {
  switch (action.type) {
    case 'toggle': {
      if (state.step !== 'choosing') return state;
      const fields = state.fields.includes(action.field) ? state.fields.filter((f) => f !== action.field) : [...state.fields, action.field];
      return { step: 'choosing', fields, error: null, retryToken: null };
    }
    case 'create':
      if (state.step !== 'choosing' || state.fields.length === 0) return state;
      return { step: 'creating', fields: state.fields, token: action.token };
    case 'created':
      if (state.step !== 'creating') return state;
      return { step: 'created', fields: state.fields, link: action.link };
    case 'failed':
      if (state.step !== 'creating') return state;
      return { step: 'choosing', fields: state.fields, error: action.reason, retryToken: action.reason === 'failed' ? state.token : null };
    case 'again':
      if (state.step !== 'created') return state;
      return { step: 'choosing', fields: state.fields, error: null, retryToken: null };
  }
}

/** The key of the next attempt: the failed one's again, or a new random one (16–64 of A-Z a-z 0-9 _ -). */
export function nextShareToken(state: Extract<ShareState, { step: 'choosing' }>, random: () => string = () => crypto.randomUUID()): string {
  return state.retryToken ?? random();
}
