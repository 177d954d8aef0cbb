import { formatMoney, type Language } from '@venue/i18n';

/** A change of a balance with its sign: "+110,00 zł", "−1,98 zł" (a true minus sign), "0,00 zł". */
export function signedMoney(grosze: number, language: Language): string {
  const amount = formatMoney(Math.abs(grosze), language);
  if (grosze > 0) return `+${amount}`;
  return grosze < 0 ? `\u2212${amount}` : amount;
}
