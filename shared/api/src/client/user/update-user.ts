import { UserSchema, type UpdateUserRequest, type User } from '../../schemas/user';
import { usersApi } from '../api-bases';

/** Saves profile fields and returns the updated user. 400 VALIDATION_FAILED carries `fieldErrors`. */
export function updateUser(input: UpdateUserRequest, signal?: AbortSignal): Promise<User> {
  return usersApi.patch('/user', { body: input, schema: UserSchema, signal });
}
