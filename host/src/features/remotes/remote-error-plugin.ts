import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteLoadFailure {
  /** The module id or manifest URL that failed. */
  readonly id: string;
  /** Where loading stopped: manifest fetch, contract check, entry script, share negotiation or module factory. */
  readonly lifecycle: string;
  readonly error: unknown;
}

/**
 * The runtime's `errorLoadRemote` hook. It reports the failure and returns nothing, which
 * means: when sharing, carry on with the shell's own copies (a dead remote never blocks
 * the shell); when a page asked for the remote, let the error reach that page's
 * boundary, which shows the localized fallback with a retry.
 */
export function remoteErrorPlugin(report: (failure: RemoteLoadFailure) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'venue-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      try {
        report({ id, lifecycle, error });
      } catch {
        // Reporting must never turn a recoverable failure into a crash of the shell.
      }
      return undefined;
    },
  };
}
