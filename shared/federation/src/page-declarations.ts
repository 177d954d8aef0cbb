/** Chunk groups named `page-<routeKey>` (several keys joined by `~`) hold a route's page. */
export const PAGE_CHUNK_PREFIX = 'page-';
export const PAGE_KEY_SEPARATOR = '~';

/**
 * The calls of remote-kit's page kit (`createPageKit`) the build reads: each names the chunks of
 * the `import()`s inside it, so no source file spells a page's or a strings part's chunk name.
 */
export const KIT_CALLS = { definePage: 'definePage', definePreload: 'definePreload', definePageParts: 'definePageParts' } as const;

/** A page as its `definePage({ routeKey, parts, load })` call declares it. */
export interface PageDeclaration {
  readonly routeKeys: readonly string[];
  readonly parts: readonly string[];
}

/** The chunk name the build gives to the `import()` starting at `line`:`column`. */
export interface ImportName {
  readonly line: number;
  readonly column: number;
  readonly name: string;
}

export interface ModuleDeclarations {
  readonly pages: PageDeclaration[];
  readonly imports: ImportName[];
  /** Calls the build cannot read (not literal where it must be). */
  readonly problems: string[];
}

/** The part of an ESTree node this reader looks at (webpack's parser hands over acorn's nodes). */
export interface Node {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** Where a node starts: webpack's nodes carry offsets only, its parser maps them (`parser.getLocation`). */
export type Locate = (node: Node) => { readonly line: number; readonly column?: number } | undefined;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child);
  }
}

const keyOf = (property: Node): unknown => {
  const key = property.key as Node | undefined;
  return key?.type === 'Identifier' ? key.name : key?.value;
};

function propertiesOf(object: Node): [string, Node][] {
  return ((object.properties as Node[] | undefined) ?? []).flatMap((property) => {
    const key = keyOf(property);
    return property.type === 'Property' && typeof key === 'string' && isNode(property.value)
      ? [[key, property.value] as [string, Node]]
      : [];
  });
}

const propertyOf = (object: Node, name: string): Node | undefined => propertiesOf(object).find(([key]) => key === name)?.[1];

/** The strings a literal (`'venues'`) or an array of literals (`['payment', 'payByLink']`) holds; undefined for anything else. */
function stringsOf(node: Node): string[] | undefined {
  const nodes = node.type === 'ArrayExpression' ? (node.elements as unknown[]) : [node];
  const strings = nodes.map((element) => (isNode(element) && element.type === 'Literal' ? element.value : undefined));
  return strings.every((value) => typeof value === 'string') ? (strings as string[]) : undefined;
}

const calleeName = (callee: Node): unknown =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? (callee.property as Node).name : undefined;

/** Names every `import()` inside `node`; false when there is none. */
function nameImports(node: Node, name: string, imports: ImportName[], locate: Locate): boolean {
  let found = false;
  for (const child of walk(node)) {
    const start = child.type === 'ImportExpression' ? locate(child) : undefined;
    if (!start) continue;
    imports.push({ line: start.line, column: start.column ?? 0, name });
    found = true;
  }
  return found;
}

/** The chunk name of the page answering these route keys. */
export const pageChunkName = (routeKeys: readonly string[]): string => `${PAGE_CHUNK_PREFIX}${routeKeys.join(PAGE_KEY_SEPARATOR)}`;

/** The chunk name of one language of a strings part: `<part in kebab-case>-strings-<language>`. */
export const partChunkName = (part: string, language: string): string =>
  `${part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-strings-${language}`;

/**
 * What a module declares with the page kit, read from its syntax tree: `definePage({ routeKey,
 * parts, load })` and `definePreload({ routeKey, load })` put the `import()`s of `load` in the chunk
 * `page-<routeKey>`; `definePageParts({ <part>: { <language>: () => import(…) } })` puts each in
 * `<part>-strings-<language>`. Route keys and parts must be literals, so the build can read them.
 */
export function readModuleDeclarations(program: Node, locate: Locate): ModuleDeclarations {
  const declarations: ModuleDeclarations = { pages: [], imports: [], problems: [] };
  const { pages, imports, problems } = declarations;
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression') continue;
    const call = calleeName(node.callee as Node);
    if (call !== KIT_CALLS.definePage && call !== KIT_CALLS.definePreload && call !== KIT_CALLS.definePageParts) continue;
    const [argument] = node.arguments as Node[];
    if (argument?.type !== 'ObjectExpression') {
      problems.push(`${call} takes an object literal`);
      continue;
    }
    if (call === KIT_CALLS.definePageParts) {
      for (const [part, languages] of propertiesOf(argument)) {
        for (const [language, load] of languages.type === 'ObjectExpression' ? propertiesOf(languages) : []) {
          if (!nameImports(load, partChunkName(part, language), imports, locate))
            problems.push(`${call}: ${part}.${language} has no import()`);
        }
      }
      continue;
    }
    const keyNode = propertyOf(argument, 'routeKey');
    const partsNode = propertyOf(argument, 'parts');
    const load = propertyOf(argument, 'load');
    const routeKeys = keyNode && stringsOf(keyNode);
    const parts = partsNode ? stringsOf(partsNode) : [];
    if (!routeKeys?.length || !parts || !load) {
      problems.push(`${call} needs a literal routeKey (or an array of them), literal parts and a load`);
      continue;
    }
    if (!nameImports(load, pageChunkName(routeKeys), imports, locate))
      problems.push(`${call}(${routeKeys.join(', ')}): its load has no import()`);
    if (call === KIT_CALLS.definePage) pages.push({ routeKeys, parts });
  }
  return declarations;
}

/** Why a chunk group named `page-…` names no route of this remote, or undefined when every key is one. */
export function unknownRouteProblem(groupName: string, routeKeys: readonly string[]): string | undefined {
  const unknown = groupName
    .slice(PAGE_CHUNK_PREFIX.length)
    .split(PAGE_KEY_SEPARATOR)
    .filter((key) => !routeKeys.includes(key));
  return unknown.length === 0 ? undefined : `chunk "${groupName}" names no route of this remote: ${unknown.join(', ')}`;
}
