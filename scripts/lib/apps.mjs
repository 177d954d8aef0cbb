// The apps of the suite, their folders and ports. One table so start, tests and bench agree.

/** Static front-end apps; `federationName` is the remote's name in the runtime config. */
export const FRONTEND_APPS = [
  { id: 'host', dir: 'host', packageName: '@venue/host', portEnv: 'PORT_HOST', defaultPort: 3000 },
  { id: 'booking', dir: 'remote-booking', packageName: '@venue/remote-booking', portEnv: 'PORT_BOOKING', defaultPort: 3001 },
  { id: 'account', dir: 'remote-account', packageName: '@venue/remote-account', portEnv: 'PORT_ACCOUNT', defaultPort: 3002 },
  { id: 'wallet', dir: 'remote-wallet', packageName: '@venue/remote-wallet', portEnv: 'PORT_WALLET', defaultPort: 3003 },
  { id: 'trainer', dir: 'remote-trainer', packageName: '@venue/remote-trainer', portEnv: 'PORT_TRAINER', defaultPort: 3004 },
  { id: 'kiosk', dir: 'remote-kiosk', packageName: '@venue/remote-kiosk', portEnv: 'PORT_KIOSK', defaultPort: 3005 },
];

export const REMOTE_APPS = FRONTEND_APPS.filter((app) => app.id !== 'host');

export const BACKEND = { id: 'api', dir: 'backend', packageName: '@venue/backend', portEnv: 'PORT_API', defaultPort: 4000 };

/** Product defaults (what `npm start` uses). */
export const PRODUCT_PORTS = portsFrom((app) => app.defaultPort);

/** Ports of test and bench runs, clear of a running `npm start`. */
export const TEST_PORTS = portsFrom((app) => app.defaultPort + 100);

function portsFrom(pick) {
  return Object.fromEntries([...FRONTEND_APPS, BACKEND].map((app) => [app.id, pick(app)]));
}

/**
 * Ports from the environment (PORT_HOST … PORT_API) over the given defaults.
 * @param {Record<string, number>} defaults
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, number>}
 */
export function resolvePorts(defaults, env = process.env) {
  const ports = {};
  for (const app of [...FRONTEND_APPS, BACKEND]) {
    const raw = env[app.portEnv];
    if (raw === undefined || raw === '') {
      ports[app.id] = defaults[app.id];
      continue;
    }
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${app.portEnv}=${raw} is not a valid port number`);
    }
    ports[app.id] = port;
  }
  const seen = new Map();
  for (const [id, port] of Object.entries(ports)) {
    if (seen.has(port)) throw new Error(`Port ${port} is given to both ${seen.get(port)} and ${id}`);
    seen.set(port, id);
  }
  return ports;
}
