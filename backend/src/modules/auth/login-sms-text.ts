import type { MessageLanguage } from '../../lib/message-language.js';
import { validForMinutes } from '../../lib/validity-text.js';

const LEAD: Readonly<Record<MessageLanguage, string>> = {
  pl: 'Kod logowania',
  en: 'Login code',
  uk: 'Код для входу',
};

/**
 * "Kod logowania: 1234. Ważny 5 minut." in the user's language. The code must stay the only
 * 4-digit number: phones' autofill and the e2e helpers pick it out that way.
 */
export function loginSmsText(code: string, codeTtlSeconds: number, language: MessageLanguage): string {
  return `${LEAD[language]}: ${code}. ${validForMinutes(language, Math.round(codeTtlSeconds / 60))}`;
}
