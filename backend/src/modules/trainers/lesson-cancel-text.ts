import { DateTime } from 'luxon';
import type { MessageLanguage } from '../../lib/message-language.js';

/** What the player is told when the trainer calls a lesson off. */
export type LessonCancellation = {
  venueName: string;
  courtName: string;
  trainerName: string;
  start: Date;
  timezone: string;
  /** Whether money or a carnet entry came back (nothing was paid otherwise). */
  refunded: boolean;
  /** The trainer's own words, or empty. */
  message: string;
};

const WORDING: Readonly<
  Record<
    MessageLanguage,
    { cancelled: (who: string, when: string, where: string) => string; refunded: string; from: (who: string) => string }
  >
> = {
  pl: {
    cancelled: (who, when, where) => `${where}: trener ${who} odwołał lekcję ${when}.`,
    refunded: 'Pełna kwota wróciła na Twoje konto.',
    from: (who) => `Wiadomość od trenera ${who}:`,
  },
  en: {
    cancelled: (who, when, where) => `${where}: your trainer ${who} has cancelled the lesson on ${when}.`,
    refunded: 'The full amount has been refunded to you.',
    from: (who) => `Message from ${who}:`,
  },
  uk: {
    cancelled: (who, when, where) => `${where}: тренер ${who} скасував урок ${when}.`,
    refunded: 'Повну суму повернуто вам.',
    from: (who) => `Повідомлення від тренера ${who}:`,
  },
};

/** The SMS: where, who, when (venue time), that the money is back, and the trainer's message. */
export function lessonCancelledSmsText(lesson: LessonCancellation, language: MessageLanguage): string {
  const wording = WORDING[language];
  const when = DateTime.fromJSDate(lesson.start, { zone: lesson.timezone }).setLocale(language).toFormat('ccc d.MM HH:mm');
  const parts = [wording.cancelled(lesson.trainerName, when, `${lesson.venueName}, ${lesson.courtName}`)];
  if (lesson.refunded) parts.push(wording.refunded);
  if (lesson.message.trim()) parts.push(`${wording.from(lesson.trainerName)} ${lesson.message.trim()}`);
  return parts.join(' ');
}
