import { DateTime } from 'luxon';
import type { MessageLanguage } from '../../lib/message-language.js';
import type { EmailMessage } from '../../plugins/email/email-sender.js';

/** What the player is told about: the series' court and venue and the dates that were released. */
export type SeriesRelease = {
  courtName: string;
  venueName: string;
  timezone: string;
  /** Starts of the released dates, oldest first. */
  released: readonly Date[];
  /** The series page, where the paid dates still stand and the released ones are listed. */
  link: string;
};

type DateForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

// Accusative after "zwolniliśmy" / "ми звільнили", which for these inanimate nouns is the nominative:
// "1 nieopłacony termin", "2 nieopłacone terminy", "5 nieopłaconych terminów".
const UNPAID_DATES: Readonly<Record<MessageLanguage, DateForms>> = {
  pl: { one: 'nieopłacony termin', few: 'nieopłacone terminy', many: 'nieopłaconych terminów', other: 'nieopłaconego terminu' },
  en: { one: 'unpaid date', other: 'unpaid dates' },
  uk: { one: 'неоплачений термін', few: 'неоплачені терміни', many: 'неоплачених термінів', other: 'неоплаченого терміну' },
};

// The window is ONLINE_PAYMENT_WINDOW_MINUTES (30); a test keeps the two in step.
const WORDING: Readonly<
  Record<MessageLanguage, { subject: string; released: (count: string, place: string) => string; rest: string; details: string }>
> = {
  pl: {
    subject: 'Zwolniliśmy nieopłacone terminy rezerwacji stałej',
    released: (count, place) => `${place}: minęło 30 minut na płatność, więc zwolniliśmy ${count} rezerwacji stałej:`,
    rest: 'Opłacone terminy zostają bez zmian.',
    details: 'Szczegóły:',
  },
  en: {
    subject: 'Unpaid dates of your weekly booking were released',
    released: (count, place) => `${place}: the 30 minutes to pay have passed, so we released ${count} of your weekly booking:`,
    rest: 'Paid dates stay booked.',
    details: 'Details:',
  },
  uk: {
    subject: 'Ми звільнили неоплачені терміни постійного бронювання',
    released: (count, place) => `${place}: 30 хвилин на оплату минули, тому ми звільнили ${count} постійного бронювання:`,
    rest: 'Оплачені терміни залишаються без змін.',
    details: 'Деталі:',
  },
};

function releasedSentence(language: MessageLanguage, release: SeriesRelease): string {
  const count = release.released.length;
  const forms = UNPAID_DATES[language];
  const phrase = `${count} ${forms[new Intl.PluralRules(language).select(count)] ?? forms.other}`;
  return WORDING[language].released(phrase, `${release.courtName}, ${release.venueName}`);
}

/** "pon. 3.06 18:00" in the venue's time zone and the player's language. */
function dateLabel(start: Date, timezone: string, language: MessageLanguage): string {
  return DateTime.fromJSDate(start, { zone: timezone }).setLocale(language).toFormat('ccc d.MM HH:mm');
}

/** The SMS: who, how many, which dates (compact), and that paid ones stay. */
export function seriesReleaseSmsText(release: SeriesRelease, language: MessageLanguage): string {
  const dates = release.released.map((start) => dateLabel(start, release.timezone, language)).join(', ');
  return `${releasedSentence(language, release)} ${dates}. ${WORDING[language].rest}`;
}

/** The e-mail: the same, one date a line, and the series page link on a line of its own. */
export function seriesReleaseEmail(to: string, release: SeriesRelease, language: MessageLanguage): EmailMessage {
  const wording = WORDING[language];
  const lines = release.released.map((start) => `- ${dateLabel(start, release.timezone, language)}`);
  return {
    to,
    subject: wording.subject,
    text: [releasedSentence(language, release), ...lines, '', wording.rest, wording.details, release.link].join('\n'),
  };
}
