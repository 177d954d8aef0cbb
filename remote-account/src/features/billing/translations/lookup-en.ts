import type { TranslationTree } from '@venue/routes';

/** What a GUS registry lookup answers, in English, under `account:actions.companyLookup.*` (see lookup-pl.ts). */
export default {
  filled: 'We filled in the company data from the GUS registry. Check it and save.',
  kept: 'We kept the data you typed.',
  confirm: 'The registry data differs from what you typed in: {{fields}}. Replace it with the registry data?',
  found: 'In the registry: {{name}}, {{address}}',
  replace: 'Replace with registry data',
  keep: 'Keep what I typed',
  notFound: 'The GUS registry has no company with this tax ID. Check the number or fill in the data yourself.',
} as const satisfies TranslationTree;
