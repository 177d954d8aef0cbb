/**
 * Errors in the order the form shows its fields (top to bottom), not the order the schema or
 * the server listed them; paths the form does not know come last.
 */
export function inFieldOrder<E>(fieldErrors: Readonly<Record<string, E>>, order: readonly string[]): [string, E][] {
  const rank = (path: string) => {
    const index = order.indexOf(path);
    return index === -1 ? order.length : index;
  };
  return Object.entries(fieldErrors).sort(([a], [b]) => rank(a) - rank(b));
}
