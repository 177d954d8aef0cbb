import { localeOf, type Language } from '@venue/i18n';

export interface CallingCode {
  /** With its plus, as the API expects: "+48". */
  readonly code: string;
  /** ISO 3166 regions sharing the code, named in the user's language. */
  readonly regions: readonly string[];
}

/** Poland first, then the countries most players come from, then the rest of the region. */
export const CALLING_CODES: readonly CallingCode[] = [
  { code: '+48', regions: ['PL'] },
  { code: '+380', regions: ['UA'] },
  { code: '+49', regions: ['DE'] },
  { code: '+44', regions: ['GB'] },
  { code: '+420', regions: ['CZ'] },
  { code: '+421', regions: ['SK'] },
  { code: '+370', regions: ['LT'] },
  { code: '+371', regions: ['LV'] },
  { code: '+372', regions: ['EE'] },
  { code: '+375', regions: ['BY'] },
  { code: '+43', regions: ['AT'] },
  { code: '+31', regions: ['NL'] },
  { code: '+32', regions: ['BE'] },
  { code: '+33', regions: ['FR'] },
  { code: '+34', regions: ['ES'] },
  { code: '+39', regions: ['IT'] },
  { code: '+45', regions: ['DK'] },
  { code: '+46', regions: ['SE'] },
  { code: '+47', regions: ['NO'] },
  { code: '+353', regions: ['IE'] },
  { code: '+1', regions: ['US', 'CA'] },
];

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
