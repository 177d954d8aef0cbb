import type { TranslationTree, Translations } from '@venue/routes';

const CODES = ['pl', 'en', 'uk'] as const;
const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

function flatten(tree: TranslationTree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

interface KeyInfo {
  /** Plural categories present, empty for a plain key. */
  readonly categories: Set<string>;
  readonly variables: Set<string>;
}

function describe(strings: Map<string, string>): Map<string, KeyInfo> {
  const keys = new Map<string, KeyInfo>();
  for (const [path, text] of strings) {
    const plural = PLURAL_SUFFIX.exec(path);
    const base = plural?.[1] ?? path;
    const info = keys.get(base) ?? { categories: new Set<string>(), variables: new Set<string>() };
    if (plural?.[2]) info.categories.add(plural[2]);
    for (const match of text.matchAll(VARIABLE)) if (match[1]) info.variables.add(match[1]);
    keys.set(base, info);
  }
  return keys;
}

/**
 * Lists everything that would show a user a raw key or a wrong string: a key missing in one
 * language, an empty string, a plural missing a category the language's rules need (Polish and
 * Ukrainian need one/few/many/other), or an interpolation variable one language forgot.
 */
export function findTranslationProblems(translations: Translations): string[] {
  const problems: string[] = [];
  const byCode = new Map(CODES.map((code) => [code, flatten(translations[code])] as const));

  for (const [code, strings] of byCode) {
    for (const [path, text] of strings) {
      if (text.trim() === '') problems.push(`${code}: "${path}" is empty`);
    }
  }

  const described = new Map(CODES.map((code) => [code, describe(byCode.get(code) ?? new Map())] as const));
  const allKeys = new Set<string>();
  for (const keys of described.values()) for (const key of keys.keys()) allKeys.add(key);

  for (const key of [...allKeys].sort()) {
    const variableSets: string[] = [];
    for (const code of CODES) {
      const info = described.get(code)?.get(key);
      if (!info) {
        problems.push(`${code}: "${key}" is missing`);
        continue;
      }
      variableSets.push([...info.variables].sort().join(','));
      if (info.categories.size > 0) {
        const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
        for (const category of needed) {
          if (!info.categories.has(category)) problems.push(`${code}: "${key}_${category}" is missing`);
        }
      }
    }
    if (new Set(variableSets).size > 1) {
      problems.push(`"${key}" uses different variables across languages (${variableSets.join(' | ')})`);
    }
  }
  return problems;
}

/** Throws with every problem listed; usable from any test runner. */
export function expectCompleteTranslations(translations: Translations): void {
  const problems = findTranslationProblems(translations);
  if (problems.length > 0) {
    throw new Error(`Incomplete translations:\n  ${problems.join('\n  ')}`);
  }
}
