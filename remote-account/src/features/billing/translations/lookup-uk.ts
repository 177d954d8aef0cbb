import type { TranslationTree } from '@venue/routes';

/** What a GUS registry lookup answers, in Ukrainian, under `account:actions.companyLookup.*` (see lookup-pl.ts). */
export default {
  filled: 'Ми заповнили дані компанії з реєстру GUS. Перевірте їх і збережіть.',
  kept: 'Ми залишили введені вами дані.',
  confirm: 'Дані з реєстру відрізняються від введених у полях: {{fields}}. Замінити їх даними з реєстру?',
  found: 'У реєстрі: {{name}}, {{address}}',
  replace: 'Замінити даними з реєстру',
  keep: 'Залишити введені дані',
  notFound: 'У реєстрі GUS немає компанії з цим податковим номером. Перевірте номер або введіть дані самостійно.',
} as const satisfies TranslationTree;
