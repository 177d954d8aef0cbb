// Adding a child profile from a booking flow (users base): the same call as the account's parent
// profile (spec §7 POST /user/child), answering the updated user with its children.
import { UserSchema, usersApi, type User } from '@venue/api';
import type { ChildRequest } from '@venue/api/schemas/account';

export function createChild(child: ChildRequest, signal?: AbortSignal): Promise<User> {
  return usersApi.post('/user/child', { body: child, schema: UserSchema, signal });
}
