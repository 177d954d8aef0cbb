import type { MessageLanguage } from '../../lib/message-language.js';
import { validForMinutes } from '../../lib/validity-text.js';
import type { CodePurpose } from './code-policy.js';

type Wording = Readonly<Record<MessageLanguage, string>>;

/** What the code is for, first in the message. */
const LEAD: Readonly<Record<CodePurpose, Wording>> = {
  login: { pl: 'Kod logowania', en: 'Login code', uk: 'Код для входу' },
  delete_account: { pl: 'Kod usunięcia konta', en: 'Account deletion code', uk: 'Код видалення акаунта' },
  withdrawal: { pl: 'Kod wypłaty z portfela', en: 'Wallet withdrawal code', uk: 'Код виведення коштів з гаманця' },
};

const KEEP_SECRET: Wording = {
  pl: 'Nie podawaj go nikomu.',
  en: 'Do not share it with anyone.',
  uk: 'Нікому його не повідомляйте.',
};

/**
 * A signed-in user acts on an account with these codes, so they warn against passing them on (the
 * classic fraud asks for exactly such a code); a login code only opens the phone's own account.
 */
const WARNS: Readonly<Record<CodePurpose, boolean>> = { login: false, delete_account: true, withdrawal: true };

/**
 * "Kod logowania: 1234. Ważny 5 minut." (with "Nie podawaj go nikomu." for account actions) in the
 * user's language. The code must stay the only 4-digit number: phones' autofill and the e2e helpers
 * pick it out that way.
 */
export function codeSmsText(purpose: CodePurpose, code: string, codeTtlSeconds: number, language: MessageLanguage): string {
  const text = `${LEAD[purpose][language]}: ${code}. ${validForMinutes(language, Math.round(codeTtlSeconds / 60))}`;
  return WARNS[purpose] ? `${text} ${KEEP_SECRET[language]}` : text;
}
