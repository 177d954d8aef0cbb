import { DateTime } from 'luxon';
import type { MessageLanguage } from '../../lib/message-language.js';

/** What the asker is told: the freed slot held for them, until when, and the one-tap booking link. */
export type HeldSlot = {
  venueName: string;
  courtName: string;
  timezone: string;
  start: Date;
  end: Date;
  heldUntil: Date;
  link: string;
};

const WORDING: Readonly<
  Record<
    MessageLanguage,
    { subject: string; freed: (place: string, when: string) => string; held: (until: string) => string; book: string }
  >
> = {
  pl: {
    subject: 'Zwolnił się termin, na który czekasz',
    freed: (place, when) => `${place}: zwolnił się termin ${when}.`,
    held: (until) => `Trzymamy go dla Ciebie do ${until}.`,
    book: 'Zarezerwuj:',
  },
  en: {
    subject: 'The court time you asked for is free',
    freed: (place, when) => `${place}: ${when} is free.`,
    held: (until) => `We hold it for you until ${until}.`,
    book: 'Book it:',
  },
  uk: {
    subject: 'Звільнився термін, на який ви чекаєте',
    freed: (place, when) => `${place}: звільнився термін ${when}.`,
    held: (until) => `Ми тримаємо його для вас до ${until}.`,
    book: 'Забронювати:',
  },
};

const at = (instant: Date, zone: string, language: MessageLanguage, format: string) =>
  DateTime.fromJSDate(instant, { zone }).setLocale(language).toFormat(format);

/** One short text for SMS and e-mail alike, times in the venue's zone. */
export function heldSlotText(slot: HeldSlot, language: MessageLanguage): string {
  const words = WORDING[language];
  const when = `${at(slot.start, slot.timezone, language, 'ccc d.MM HH:mm')}–${at(slot.end, slot.timezone, language, 'HH:mm')}`;
  return [
    words.freed(`${slot.courtName}, ${slot.venueName}`, when),
    words.held(at(slot.heldUntil, slot.timezone, language, 'HH:mm')),
    `${words.book} ${slot.link}`,
  ].join(' ');
}

export function heldSlotSubject(language: MessageLanguage): string {
  return WORDING[language].subject;
}
