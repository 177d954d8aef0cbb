import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from '@venue/ui';
import { FrameGuardPage } from '../features/frame-guard/components/frame-guard-page';
import { isFramed } from '../features/frame-guard/is-framed';
import { RemoteLoaderContext } from '../features/remotes/remote-loader-context';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { useDocumentTitle } from '../features/title/use-document-title';
import { AppRoutes } from './app-routes';

function FramedApp() {
  useDocumentTitle('host', 'frame');
  return <FrameGuardPage href={window.location.href} />;
}

export interface AppProps {
  readonly loader: RemoteLoader;
  /** The opened remote route's code and data: the web font waits for them (bootstrap.tsx). */
  readonly fontsAfter?: Promise<unknown>;
}

export function App({ loader, fontsAfter }: AppProps) {
  return (
    <UiProvider fontsAfter={fontsAfter}>
      {isFramed() ? (
        // Inside another site's frame nothing else renders: no router, no remote, no API call.
        <FramedApp />
      ) : (
        <RemoteLoaderContext.Provider value={loader}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RemoteLoaderContext.Provider>
      )}
    </UiProvider>
  );
}
