import type { ErrorEvent } from '@sentry/react';
import type { RemoteRelease } from '../../lib/remote-releases';

/** The remote whose code threw: the one the report names, else the one serving a frame of the stack. */
export function remoteOfEvent(event: ErrorEvent, releases: readonly RemoteRelease[]): RemoteRelease | undefined {
  const named = event.tags?.remote;
  if (typeof named === 'string') return releases.find((release) => release.remote === named);
  const frames = (event.exception?.values ?? []).flatMap((value) => value.stacktrace?.frames ?? []);
  // Sentry lists the frames outermost first: the innermost remote frame is where it threw.
  for (const frame of [...frames].reverse()) {
    const found = releases.find((release) => frame.filename?.startsWith(`${release.origin}/`));
    if (found) return found;
  }
  return undefined;
}

/** Tags an error thrown inside a remote with the remote's name and version. */
export function tagRemote(event: ErrorEvent, releases: readonly RemoteRelease[]): ErrorEvent {
  const release = remoteOfEvent(event, releases);
  if (!release) return event;
  return { ...event, tags: { ...event.tags, remote: release.remote, 'remote.version': release.version } };
}

/**
 * An error's context split for Sentry: short values are tags (searchable), long ones (the
 * component stack) go to the event's extra data, since tags are cut at 200 characters.
 */
export function splitContext(context: Record<string, string>): { tags: Record<string, string>; extra: Record<string, string> } {
  const tags: Record<string, string> = {};
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(context)) (value.length <= 200 && !value.includes('\n') ? tags : extra)[key] = value;
  return { tags, extra };
}
