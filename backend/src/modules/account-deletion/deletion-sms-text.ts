import type { MessageLanguage } from '../../lib/message-language.js';
import { validForMinutes } from '../../lib/validity-text.js';

const LEAD: Readonly<Record<MessageLanguage, string>> = {
  pl: 'Kod usunięcia konta',
  en: 'Account deletion code',
  uk: 'Код видалення акаунта',
};

const KEEP_SECRET: Readonly<Record<MessageLanguage, string>> = {
  pl: 'Nie podawaj go nikomu.',
  en: 'Do not share it with anyone.',
  uk: 'Нікому його не повідомляйте.',
};

/** "Kod usunięcia konta: 1234. Ważny 5 minut. Nie podawaj go nikomu." in the user's language; the code is its only 4-digit number. */
export function deletionSmsText(code: string, ttlSeconds: number, language: MessageLanguage): string {
  return `${LEAD[language]}: ${code}. ${validForMinutes(language, Math.round(ttlSeconds / 60))} ${KEEP_SECRET[language]}`;
}
