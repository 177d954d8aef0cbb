import { createContext, useContext } from 'react';
import type { RemoteLoader } from './remote-loader';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderContext provider (set up in bootstrap).');
  return loader;
}
