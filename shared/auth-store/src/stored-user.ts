import * as v from 'valibot';
import { UserSchema, type User } from '@venue/api';

export const USER_STORAGE_KEY = 'user';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Access itself throws when storage is blocked.
    return null;
  }
}

/** Parses a stored user; anything that is not a valid user (old shape, hand-edited, truncated) is null. */
export function parseStoredUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    const result = v.safeParse(UserSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** The stored user, or null; a corrupt entry is removed so it cannot fail again. */
export function readStoredUser(): User | null {
  const store = storage();
  const raw = store?.getItem(USER_STORAGE_KEY) ?? null;
  const user = parseStoredUser(raw);
  if (raw !== null && user === null) store?.removeItem(USER_STORAGE_KEY);
  return user;
}

export function writeStoredUser(user: User): void {
  try {
    storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Quota or privacy mode: the session then lives in memory and the cookie only.
  }
}

export function clearStoredUser(): void {
  try {
    storage()?.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}
