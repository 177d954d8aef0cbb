import type { MessageLanguage } from './message-language.js';

type MinuteForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

// Ukrainian takes the genitive after "протягом": "1 хвилини", "5 хвилин".
const MINUTES: Readonly<Record<MessageLanguage, MinuteForms>> = {
  pl: { one: 'minutę', few: 'minuty', many: 'minut', other: 'minuty' },
  en: { one: 'minute', other: 'minutes' },
  uk: { one: 'хвилини', other: 'хвилин' },
};

const SENTENCE: Readonly<Record<MessageLanguage, (amount: string) => string>> = {
  pl: (amount) => `Ważny ${amount}.`,
  en: (amount) => `Valid for ${amount}.`,
  uk: (amount) => `Дійсний протягом ${amount}.`,
};

/** "Ważny 5 minut." / "Valid for 5 minutes." / "Дійсний протягом 5 хвилин.": how long a code sent by SMS works. */
export function validForMinutes(language: MessageLanguage, minutes: number): string {
  const forms = MINUTES[language];
  const form = forms[new Intl.PluralRules(language).select(minutes)] ?? forms.other;
  return SENTENCE[language](`${minutes} ${form}`);
}
