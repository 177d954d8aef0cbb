import type { MessageLanguage } from '../../lib/message-language.js';
import type { PayoutFailureReason } from '../payouts/payout-adapter.js';

/** `1013` → `10,13 zł`: the Polish way, which the three languages' SMS share. */
function zloty(grosze: number): string {
  return `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')} zł`;
}

const TEXT: Readonly<Record<PayoutFailureReason, Readonly<Record<MessageLanguage, (amount: string) => string>>>> = {
  payout_rejected: {
    pl: (amount) =>
      `Wypłata ${amount} z portfela nie powiodła się: bank odrzucił przelew. Środki wróciły do portfela. Sprawdź numer rachunku i spróbuj ponownie.`,
    en: (amount) =>
      `Your wallet withdrawal of ${amount} failed: the bank refused the transfer. The money is back in your wallet. Check the account number and try again.`,
    uk: (amount) =>
      `Виведення ${amount} з гаманця не вдалося: банк відхилив переказ. Кошти повернулися до гаманця. Перевірте номер рахунку та спробуйте ще раз.`,
  },
  payout_unavailable: {
    pl: (amount) =>
      `Wypłata ${amount} z portfela nie powiodła się: usługa wypłat była niedostępna. Środki wróciły do portfela. Spróbuj ponownie później.`,
    en: (amount) =>
      `Your wallet withdrawal of ${amount} failed: the payout service was unavailable. The money is back in your wallet. Please try again later.`,
    uk: (amount) =>
      `Виведення ${amount} з гаманця не вдалося: сервіс виплат був недоступний. Кошти повернулися до гаманця. Спробуйте пізніше.`,
  },
};

/** The SMS telling the player a withdrawal failed and the money is back, in the language of the request. */
export function withdrawalFailedSmsText(reason: PayoutFailureReason, amountGrosze: number, language: MessageLanguage): string {
  return TEXT[reason][language](zloty(amountGrosze));
}
