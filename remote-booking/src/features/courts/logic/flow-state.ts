// The courts flow keeps every choice in the URL's search params, so a reload, the trip to /login
// and back, or a shared link all land on the same step with the same choices.

export const FLOW_STEPS = ['slot', 'options', 'summary', 'done'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** On site, online (BLIK, transfer, wallet), or with one of the player's carnets (`carnet`, `split`). */
export type PaymentChoice = 'online' | 'on_site' | 'carnet';

export interface FlowState {
  readonly sport: number | null;
  readonly courtType: string | null;
  /** The court filter; null is "any court". */
  readonly court: number | null;
  /** Calendar day `YYYY-MM-DD` in the venue's zone. */
  readonly date: string | null;
  /** The court of the chosen slot (with "any court" the slot decides it). */
  readonly object: number | null;
  /** ISO instant of the chosen slot's start. */
  readonly start: string | null;
  readonly duration: number;
  readonly step: FlowStep;
  /** Partner card id → how many players use it. */
  readonly cards: Readonly<Record<number, number>>;
  readonly payment: PaymentChoice | null;
  /** With `payment: 'carnet'`: the player's carnet (user carnet id). */
  readonly carnet: number | null;
  /** A value carnet short of the price pays what it has; the rest goes online (BLIK or transfer). */
  readonly split: boolean;
  readonly invoice: boolean;
  readonly accepted: readonly number[];
  /** Last day of a weekly series; null books one slot. */
  readonly until: string | null;
  /** After booking: the reservation to link to, and the series it belongs to. */
  readonly booked: number | null;
  readonly series: number | null;
  /** The "notify me when it frees up" dialog is open for this (`<court id>@<HH:MM>` or `day`). */
  readonly notify: string | null;
  /** A court-notification hold's id (its "Book now" link): availability shows that held slot free. */
  readonly hold: number | null;
}

export const DEFAULT_DURATION = 60;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

function day(value: string | null): string | null {
  return value !== null && DAY.test(value) ? value : null;
}

function instant(value: string | null): string | null {
  return value !== null && !Number.isNaN(Date.parse(value)) ? value : null;
}

function parseCards(value: string | null): Record<number, number> {
  const cards: Record<number, number> = {};
  for (const part of (value ?? '').split(',')) {
    const [id, count] = part.split('x').map((piece) => positiveInt(piece ?? null));
    if (id && count) cards[id] = count;
  }
  return cards;
}

function parseIds(value: string | null): number[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map(positiveInt)
        .filter((id): id is number => id !== null),
    ),
  ];
}

export function parseFlowState(params: URLSearchParams): FlowState {
  const step = params.get('step');
  const payment = params.get('pay');
  const duration = positiveInt(params.get('duration'));
  return {
    sport: positiveInt(params.get('sport')),
    courtType: params.get('type') || null,
    court: positiveInt(params.get('court')),
    date: day(params.get('date')),
    object: positiveInt(params.get('object')),
    start: instant(params.get('start')),
    duration: duration !== null && duration >= 60 && duration <= 240 && duration % 30 === 0 ? duration : DEFAULT_DURATION,
    step: (FLOW_STEPS as readonly string[]).includes(step ?? '') ? (step as FlowStep) : 'slot',
    cards: parseCards(params.get('cards')),
    payment: payment === 'online' || payment === 'on_site' || payment === 'carnet' ? payment : null,
    carnet: payment === 'carnet' ? positiveInt(params.get('carnet')) : null,
    split: payment === 'carnet' && params.get('split') === '1',
    invoice: params.get('invoice') === '1',
    accepted: parseIds(params.get('accepted')),
    until: day(params.get('until')),
    booked: positiveInt(params.get('booked')),
    series: positiveInt(params.get('series')),
    notify: params.get('notify') || null,
    hold: positiveInt(params.get('hold')),
  };
}

/** Only what differs from the defaults, so the URL stays short and readable. */
export function serializeFlowState(state: FlowState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  };
  set('sport', state.sport);
  set('type', state.courtType);
  set('court', state.court);
  set('date', state.date);
  set('object', state.object);
  set('start', state.start);
  if (state.duration !== DEFAULT_DURATION) set('duration', state.duration);
  if (state.step !== 'slot') set('step', state.step);
  set(
    'cards',
    Object.entries(state.cards)
      .filter(([, count]) => count > 0)
      .map(([id, count]) => `${id}x${count}`)
      .join(','),
  );
  set('pay', state.payment);
  if (state.payment === 'carnet') {
    set('carnet', state.carnet);
    if (state.split) set('split', 1);
  }
  if (state.invoice) set('invoice', 1);
  set('accepted', state.accepted.join(','));
  set('until', state.until);
  set('booked', state.booked);
  set('series', state.series);
  set('notify', state.notify);
  set('hold', state.hold);
  return params;
}

/**
 * Applies a change and clears what depended on the old value: a new sport has other court
 * types, a new court type or day has other slots. A step change never clears anything.
 */
export function applyChange(state: FlowState, patch: Partial<FlowState>): FlowState {
  const next: FlowState = { ...state, ...patch };
  const changed = <K extends keyof FlowState>(key: K) => key in patch && patch[key] !== state[key];
  const clearSlot = { object: null, start: null, until: null, booked: null, series: null, notify: null } as const;
  if (changed('sport')) return { ...next, courtType: patch.courtType ?? null, court: null, ...clearSlot };
  if (changed('courtType')) return { ...next, court: null, ...clearSlot };
  if (changed('court') || changed('date')) return { ...next, ...clearSlot };
  return next;
}
