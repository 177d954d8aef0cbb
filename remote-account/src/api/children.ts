// Children profiles of a parent (users base). Every call answers the updated profile.
import { UserSchema, usersApi, type User } from '@venue/api';
import type { ChildRequest } from '@venue/api/schemas/account';

export function createChild(child: ChildRequest, signal?: AbortSignal): Promise<User> {
  return usersApi.post('/user/child', { body: child, schema: UserSchema, signal });
}

export function updateChild(childId: number, child: ChildRequest, signal?: AbortSignal): Promise<User> {
  return usersApi.patch(`/user/child/${childId}`, { body: child, schema: UserSchema, signal });
}

/** Spec §7: the delete carries the child's venue_id in its body. */
export function deleteChild(childId: number, venueId: number, signal?: AbortSignal): Promise<User> {
  return usersApi.delete(`/user/child/${childId}`, { body: { venue_id: venueId }, schema: UserSchema, signal });
}
