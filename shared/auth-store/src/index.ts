export { authStore, createAuthStore, getAuthToken, isSignedIn, type AuthState, type AuthStore, type LogoutReason } from './auth-store';
export { useAuthStore } from './use-auth-store';
export {
  PROFILE_CACHE_MS,
  createProfileRefresher,
  refreshProfile,
  type ProfileRefresherOptions,
  type RefreshProfileResult,
} from './refresh-profile';
export { signOut } from './sign-out';
export { userInitials } from './user-initials';
export {
  AUTH_COOKIE_MAX_AGE_DAYS,
  AUTH_COOKIE_NAME,
  readTokenCookie,
  serializeExpiredTokenCookie,
  serializeTokenCookie,
} from './auth-cookie';
export { USER_STORAGE_KEY, parseStoredUser } from './stored-user';
