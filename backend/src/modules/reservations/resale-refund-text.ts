import { DateTime } from 'luxon';
import type { MessageLanguage } from '../../lib/message-language.js';

/** What the player who cancelled late is told once their court time was booked again. */
export type ResaleRefund = {
  venueName: string;
  courtName: string;
  start: Date;
  timezone: string;
  amountGrosze: number;
};

const WORDING: Readonly<Record<MessageLanguage, (where: string, when: string, amount: string) => string>> = {
  pl: (where, when, amount) =>
    `${where}: kort, który odwołano po terminie (${when}), zarezerwował ktoś inny. ${amount} wróciło do Twojego portfela.`,
  en: (where, when, amount) => `${where}: the court you cancelled late (${when}) was booked again. ${amount} is back in your wallet.`,
  uk: (where, when, amount) =>
    `${where}: корт, скасований вами із запізненням (${when}), забронювали знову. ${amount} повернуто на ваш гаманець.`,
};

/** The SMS: where, when (venue time), and how much came back to the wallet (grosze shown as zł). */
export function resaleRefundSmsText(refund: ResaleRefund, language: MessageLanguage): string {
  const when = DateTime.fromJSDate(refund.start, { zone: refund.timezone }).setLocale(language).toFormat('ccc d.MM HH:mm');
  const amount = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(refund.amountGrosze / 100);
  return WORDING[language](`${refund.venueName}, ${refund.courtName}`, when, amount);
}
