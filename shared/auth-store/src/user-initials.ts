import type { User } from '@venue/api';

function firstLetter(text: string): string {
  // Array.from keeps a letter outside the BMP in one piece.
  return Array.from(text.trim())[0] ?? '';
}

/**
 * "AN" for Anna Nowak, shown in the navigation bar. Before registration is complete the names
 * may be empty: then the e-mail's first letter, else an empty string (the bar shows an icon).
 */
export function userInitials(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const fromNames = firstLetter(user.first_name) + firstLetter(user.last_name);
  const initials = fromNames || firstLetter(user.email);
  return initials.toLocaleUpperCase();
}
