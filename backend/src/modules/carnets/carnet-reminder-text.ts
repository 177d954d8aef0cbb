import { DateTime } from 'luxon';
import type { MessageLanguage } from '../../lib/message-language.js';

export type CarnetReminderKind = 'expiry' | 'last_entry';

export type CarnetReminder = {
  kind: CarnetReminderKind;
  carnetName: string;
  venueName: string;
  /** Grosze or entries, as `carnetKind` says. */
  remaining: number;
  carnetKind: 'amount' | 'entries';
  expiresAt: Date;
  timezone: string;
};

/** `1013` → `10,13 zł`: the Polish way, which the three languages' SMS share. */
function zloty(grosze: number): string {
  return `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')} zł`;
}

/** The last valid day (the carnet ends at its midnight), in the venue's zone: `31.12.2026`. */
function lastDay(reminder: CarnetReminder): string {
  return DateTime.fromJSDate(new Date(reminder.expiresAt.getTime() - 1), { zone: reminder.timezone }).toFormat('dd.MM.yyyy');
}

type Parts = { name: string; venue: string; day: string; left: string };

const LEFT: Readonly<Record<MessageLanguage, { entries: (n: number) => string; amount: (zl: string) => string }>> = {
  pl: { entries: (n) => `Pozostałe wejścia: ${n}.`, amount: (zl) => `Pozostała kwota: ${zl}.` },
  en: { entries: (n) => `Entries left: ${n}.`, amount: (zl) => `Value left: ${zl}.` },
  uk: { entries: (n) => `Залишилося входів: ${n}.`, amount: (zl) => `Залишок: ${zl}.` },
};

const TEXT: Readonly<Record<CarnetReminderKind, Readonly<Record<MessageLanguage, (parts: Parts) => string>>>> = {
  expiry: {
    pl: (p) => `Twój karnet „${p.name}” (${p.venue}) jest ważny do ${p.day} włącznie. ${p.left} Zarezerwuj, zanim przepadnie.`,
    en: (p) => `Your pass "${p.name}" (${p.venue}) is valid until ${p.day} inclusive. ${p.left} Book before it expires.`,
    uk: (p) => `Ваш абонемент «${p.name}» (${p.venue}) дійсний до ${p.day} включно. ${p.left} Забронюйте, поки він не згорів.`,
  },
  last_entry: {
    pl: (p) => `Na karnecie „${p.name}” (${p.venue}) zostało ostatnie wejście. Karnet jest ważny do ${p.day} włącznie.`,
    en: (p) => `Your pass "${p.name}" (${p.venue}) has one entry left. It is valid until ${p.day} inclusive.`,
    uk: (p) => `На абонементі «${p.name}» (${p.venue}) залишився останній вхід. Він дійсний до ${p.day} включно.`,
  },
};

/** The reminder SMS in the language the player bought the carnet in. */
export function carnetReminderSmsText(reminder: CarnetReminder, language: MessageLanguage): string {
  const left =
    reminder.carnetKind === 'entries' ? LEFT[language].entries(reminder.remaining) : LEFT[language].amount(zloty(reminder.remaining));
  return TEXT[reminder.kind][language]({ name: reminder.carnetName, venue: reminder.venueName, day: lastDay(reminder), left });
}
