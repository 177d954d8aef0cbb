// Where the stack under test lives. The config, the global setup and the tests compute the same
// ports from the environment, so nothing has to be handed from one process to another.
import { FRONTEND_APPS, TEST_PORTS, resolvePorts } from '../../scripts/lib/apps.mjs';

export const ports: Record<string, number> = resolvePorts(TEST_PORTS);

const origin = (port: number) => `http://localhost:${port}`;

export const urls = {
  host: origin(ports.host!),
  booking: origin(ports.booking!),
  account: origin(ports.account!),
  wallet: origin(ports.wallet!),
  trainer: origin(ports.trainer!),
  kiosk: origin(ports.kiosk!),
  api: origin(ports.api!),
  apiBase: `${origin(ports.api!)}/api`,
};

/** Extra origins some tests serve: a remote moved elsewhere, a second host with another config, a monitored host. */
export const movedRemotePort = Number(process.env.E2E_MOVED_REMOTE_PORT ?? 3199);
export const secondHostPort = Number(process.env.E2E_SECOND_HOST_PORT ?? 3198);
/** A host whose runtime config reports to the local monitoring receiver (monitoring.spec.ts). */
export const monitoringHostPort = Number(process.env.E2E_MONITORING_HOST_PORT ?? 3197);
/**
 * The local monitoring receiver the stack's API reports to (SENTRY_DSN, started by the global
 * setup); monitoring.spec.ts reads the API's transactions from it over HTTP.
 */
export const apiMonitoringReceiverPort = Number(process.env.E2E_API_MONITORING_RECEIVER_PORT ?? 3196);
export const apiMonitoringReceiverUrl = `http://127.0.0.1:${apiMonitoringReceiverPort}`;
/** A folder of remote releases (npm run release:remote) and a host whose config points into it. */
export const releasesPort = Number(process.env.E2E_RELEASES_PORT ?? 3195);
export const releaseHostPort = Number(process.env.E2E_RELEASE_HOST_PORT ?? 3194);
export const extraOrigins = [movedRemotePort, secondHostPort, monitoringHostPort, releasesPort, releaseHostPort].flatMap((port) => [
  origin(port),
  `http://127.0.0.1:${port}`,
]);

export const frontendDirs = Object.fromEntries(FRONTEND_APPS.map((app: { id: string; dir: string }) => [app.id, app.dir])) as Record<
  'host' | 'booking' | 'account' | 'wallet' | 'trainer' | 'kiosk',
  string
>;

/**
 * The door window of the e2e backend (DOOR_OPEN_BEFORE_MINUTES): a day, so the door test finds a
 * bookable slot inside it at any hour (the product default of 30 minutes finds none at night).
 */
export const DOOR_WINDOW_MINUTES = 1440;
