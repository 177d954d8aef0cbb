// What a notification's card says, decided without rendering: which court it is about, which
// words describe it in the delete question, and whether its hold can still be booked.
import type { TermNotification } from '@venue/api/schemas/term-notification';
import type { BadgeTone } from '@venue/ui';

/** A translation key and its parameters, for `t(key, params)`. */
export interface Phrase {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The court asked for: its name, "any court", or "any court (indoor)" when the wish names a court type. */
export function courtPhrase(
  item: Pick<TermNotification, 'sport_object_name' | 'court_type'>,
  courtTypeName: (type: string) => string,
): Phrase {
  if (item.sport_object_name !== null) return { key: 'myNotifications.court', params: { court: item.sport_object_name } };
  if (item.court_type !== null) return { key: 'myNotifications.anyCourtOfType', params: { type: courtTypeName(item.court_type) } };
  return { key: 'myNotifications.anyCourt', params: {} };
}

export const STATUS_TONE: Readonly<Record<TermNotification['status'], BadgeTone>> = { pending: 'info', sent: 'success' };

/** A hold the player can still book: held, with time left. */
export function isLiveHold(item: Pick<TermNotification, 'outcome' | 'hold'>, now: number): boolean {
  return item.outcome === 'held' && item.hold !== null && Date.parse(item.hold.held_until) > now;
}
