import type { TranslationTree } from '@venue/routes';

/**
 * What a GUS registry lookup answers, in Polish, under `account:actions.companyLookup.*`: part of the
 * actions page part, fetched with the lookup's code on the first lookup (translations/page-parts.ts).
 */
export default {
  filled: 'Uzupełniliśmy dane firmy z rejestru GUS. Sprawdź je i zapisz.',
  kept: 'Zostawiliśmy wpisane przez Ciebie dane.',
  confirm: 'Dane z rejestru różnią się od wpisanych w polach: {{fields}}. Zastąpić je danymi z rejestru?',
  found: 'W rejestrze: {{name}}, {{address}}',
  replace: 'Zastąp danymi z rejestru',
  keep: 'Zostaw wpisane dane',
  notFound: 'W rejestrze GUS nie ma firmy o tym numerze NIP. Sprawdź numer lub wpisz dane samodzielnie.',
} as const satisfies TranslationTree;
