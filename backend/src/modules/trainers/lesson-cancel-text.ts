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

// Impersonal forms ("odwołano", "скасовано"), so the sentence fits a trainer of any gender and
// the name needs no declension.
const WORDING: Readonly<
  Record<MessageLanguage, { cancelled: (who: string, when: string, where: string) => string; refunded: string; from: string }>
> = {
  pl: {
    cancelled: (who, when, where) => `${where}: odwołano lekcję ${when} (trener: ${who}).`,
    refunded: 'Pełna kwota wróciła na Twoje konto.',
    from: 'Wiadomość od trenera:',
  },
  en: {
    cancelled: (who, when, where) => `${where}: your lesson on ${when} with ${who} has been cancelled.`,
    refunded: 'The full amount has been refunded to you.',
    from: 'Message from the trainer:',
  },
  uk: {
    cancelled: (who, when, where) => `${where}: урок ${when} (тренер: ${who}) скасовано.`,
    refunded: 'Повну суму повернуто вам.',
    from: 'Повідомлення від тренера:',
  },
};

/** The SMS: where, who, when (venue time), that the money is back, and the trainer's message. */
export function lessonCancelledSmsText(lesson: LessonCancellation, language: MessageLanguage): string {
  const wording = WORDING[language];
  const when = DateTime.fromJSDate(lesson.start, { zone: lesson.timezone }).setLocale(language).toFormat('ccc d.MM HH:mm');
  const parts = [wording.cancelled(lesson.trainerName, when, `${lesson.venueName}, ${lesson.courtName}`)];
  if (lesson.refunded) parts.push(wording.refunded);
  if (lesson.message.trim()) parts.push(`${wording.from} ${lesson.message.trim()}`);
  return parts.join(' ');
}
