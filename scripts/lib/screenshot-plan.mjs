// Which screenshots `npm run screenshots` takes: every journey page at a phone's and a laptop's
// width, in both themes, under stable file names so "before" and "after" folders compare 1:1.

export const VIEWPORTS = [
  { name: '360', width: 360, height: 780 },
  { name: '1366', width: 1366, height: 768 },
];

export const THEMES = ['light', 'dark'];

/**
 * @param {{ id: string, path: string, signedIn: boolean }[]} pages
 * @returns {{ file: string, page: { id: string, path: string, signedIn: boolean },
 *             viewport: { name: string, width: number, height: number }, theme: string }[]}
 */
export function screenshotPlan(pages) {
  const ids = new Set();
  for (const page of pages) {
    if (!/^[a-z0-9-]+$/.test(page.id)) throw new Error(`page id "${page.id}" is not kebab-case`);
    if (ids.has(page.id)) throw new Error(`page id "${page.id}" appears twice`);
    ids.add(page.id);
  }
  return pages.flatMap((page) =>
    VIEWPORTS.flatMap((viewport) => THEMES.map((theme) => ({ file: `${page.id}-${viewport.name}-${theme}.jpg`, page, viewport, theme }))),
  );
}
