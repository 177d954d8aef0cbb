import { localeOf, type Language } from '@venue/i18n';
import { SMS_CALLING_CODES } from '@venue/api/sms-destination';

export interface CallingCode {
  /** With its plus, as the API expects: "+48". */
  readonly code: string;
  /** ISO 3166 regions sharing the code, named in the user's language. */
  readonly regions: readonly string[];
}

/** Where each calling code rings, in the order offered: Poland first, then where most players come from. */
const REGIONS_BY_CODE: readonly CallingCode[] = [
  { code: '+48', regions: ['PL'] },
  { code: '+380', regions: ['UA'] },
  { code: '+49', regions: ['DE'] },
  { code: '+44', regions: ['GB'] },
  { code: '+420', regions: ['CZ'] },
  { code: '+421', regions: ['SK'] },
  { code: '+370', regions: ['LT'] },
  { code: '+375', regions: ['BY'] },
];

/**
 * The picker offers only the countries login codes are texted to (`SMS_CALLING_CODES`, the
 * backend's default SMS_ALLOWED_CALLING_CODES): a number nobody will text is not offered.
 */
export const CALLING_CODES: readonly CallingCode[] = REGIONS_BY_CODE.filter((entry) => SMS_CALLING_CODES.includes(entry.code.slice(1)));

// Building an Intl.DisplayNames costs far more than asking it: one per language serves every label.
const regionNames = new Map<Language, Intl.DisplayNames>();

function regionNamesIn(language: Language): Intl.DisplayNames {
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([localeOf(language)], { type: 'region' })));
  return names;
}

/** "Polska (+48)", "Ukraine (+380)", "Сполучені Штати / Канада (+1)". */
export function callingCodeLabel(entry: CallingCode, language: Language): string {
  const names = regionNamesIn(language);
  const regions = entry.regions.map((region) => names.of(region) ?? region).join(' / ');
  return `${regions} (${entry.code})`;
}
