import { useStore } from 'zustand';
import { authStore, type AuthState } from './auth-store';

const selectAll = (state: AuthState): AuthState => state;

/** Subscribes a component to the auth store; pass a selector to re-render only when its result changes. */
export function useAuthStore(): AuthState;
export function useAuthStore<T>(selector: (state: AuthState) => T): T;
export function useAuthStore<T>(selector?: (state: AuthState) => T): T | AuthState {
  return useStore<typeof authStore, T | AuthState>(authStore, selector ?? selectAll);
}
