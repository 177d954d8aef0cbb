import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
// In the host build these three names resolve to the surfaces of @venue/federation, the very
// modules a remote would otherwise provide under them (create-webpack-config.ts).
import * as router from 'react-router-dom';
import * as styled from 'styled-components';
import * as reactI18next from 'react-i18next';
import * as valibot from 'valibot';
import * as zustand from 'zustand';
import * as i18next from 'i18next';
import * as api from '@venue/api';
import * as authStore from '@venue/auth-store';
import * as i18n from '@venue/i18n';
import * as routes from '@venue/routes';
// The file itself, not the package index: shared under `@venue/ui/shell-kit` (shell-kit.ts).
import * as uiShellKit from '@venue/ui/shell-kit';
import { loadSwr } from '../../lib/shared-swr-cache';
import type { HostSharedModules } from './host-share-config';

/** Factory of a module downloaded on first use: the runtime's `get` shape. */
const onFirstUse =
  <T>(load: () => Promise<T>) =>
  () =>
    load().then((module) => () => module);

/**
 * The modules the host provides to remotes: the instances its own code runs on, so host and
 * remotes share one React, one router context, one auth store. A namespace import hands over
 * every export, which is why the shared packages are surfaces listing only what apps use.
 * CommonJS packages (React) are handed over as their `module.exports`, as a container would.
 */
export const HOST_SHARED_MODULES: HostSharedModules = {
  react: { lib: () => React },
  'react-dom': { lib: () => ReactDOM },
  'react-dom/client': { lib: () => ReactDOMClient },
  'react-router-dom': { lib: () => router },
  'styled-components': { lib: () => styled },
  zustand: { lib: () => zustand },
  i18next: { lib: () => i18next },
  'react-i18next': { lib: () => reactI18next },
  valibot: { lib: () => valibot },
  '@venue/auth-store': { lib: () => authStore },
  '@venue/api': { lib: () => api },
  '@venue/i18n': { lib: () => i18n },
  '@venue/routes': { lib: () => routes },
  '@venue/ui/shell-kit': { lib: () => uiShellKit },
  // Only remotes use swr, and monitoring loads after the first paint: neither is in the entry.
  swr: { get: onFirstUse(loadSwr) },
  '@sentry/react': { get: onFirstUse(() => import('@sentry/react')) },
};
