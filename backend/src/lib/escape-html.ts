/** Text safe inside HTML or SVG content and quoted attributes: the five markup characters as numeric references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
