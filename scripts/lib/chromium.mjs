// Finds a Chromium for Playwright and Lighthouse, installing one when the machine has none.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './pnpm.mjs';
import { startProcess } from './processes.mjs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const e2eDir = join(repoRoot, 'e2e');

/** Flags for headless runs on a shared CI machine; the same for tests and benches. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 opens two omnibox-popup WebUI renderers for every new window, each loading
  // dozens of chrome:// modules while the page under test loads: on 2 cores that steals the
  // CPU a measured first visit (and every e2e test) is waiting for. No page ever sees them.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

function findInstalled() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return SYSTEM_PATHS.find((path) => existsSync(path));
}

/** Runs a command with its output prefixed; resolves true when it exits 0 within `timeoutMs`. */
async function runStep(name, command, args, { cwd, env = process.env, timeoutMs }) {
  const proc = startProcess({ name, command, args, cwd, env, echo: true });
  const timer = setTimeout(() => void proc.stop(2000), timeoutMs);
  const { code } = await proc.exited;
  clearTimeout(timer);
  return code === 0;
}

/** Playwright's own download (its host is often unreachable from CI, so the wait is bounded). */
async function tryPlaywrightInstall() {
  console.log('[chromium] trying the Playwright browser download (at most 60 s)…');
  const env = { ...process.env };
  delete env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD;
  const cli = join(e2eDir, 'node_modules', '@playwright', 'test', 'cli.js');
  if (!(await runStep('chromium', process.execPath, [cli, 'install', 'chromium'], { cwd: e2eDir, env, timeoutMs: 60_000 }))) {
    return undefined;
  }
  const probe = spawnSync(process.execPath, ['-e', "process.stdout.write(require('@playwright/test').chromium.executablePath())"], {
    cwd: e2eDir,
    encoding: 'utf8',
  });
  const path = probe.stdout.trim();
  return path && existsSync(path) ? path : undefined;
}

async function aptInstall() {
  if (process.getuid?.() !== 0) {
    console.log('[chromium] not root, so apt-get cannot install Chromium. Run: sudo apt-get install -y chromium');
    console.log('           or point CHROMIUM_PATH at a Chromium/Chrome executable.');
    return undefined;
  }
  const apt = (args) =>
    runStep('chromium', 'apt-get', args, { cwd: repoRoot, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeoutMs: 600_000 });
  console.log('[chromium] installing Debian chromium with apt-get…');
  if (!(await apt(['install', '-y', 'chromium']))) {
    console.log('[chromium] install failed; refreshing the package lists and trying again');
    if (!(await apt(['update'])) || !(await apt(['install', '-y', 'chromium']))) return undefined;
  }
  return findInstalled();
}

/**
 * Path of a Chromium executable, or undefined (with the reason printed) when none can be had.
 * Asynchronous so `npm test` can install it in the background while the CPU-bound stages run.
 * @returns {Promise<string | undefined>}
 */
export async function ensureChromium() {
  return findInstalled() ?? (await tryPlaywrightInstall()) ?? (await aptInstall());
}

/** Signals the child's whole process group; a group already gone is fine. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: nothing left to end.
  }
}

/**
 * Removes a Chromium profile folder; returns false (with a warning) when it cannot.
 * @param {string} folder
 * @param {(path: string, options: import('node:fs').RmOptions) => void} [remove]
 */
export function removeProfile(folder, remove = rmSync) {
  try {
    remove(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    return true;
  } catch (error) {
    console.warn(`[chromium] left the profile folder ${folder} behind: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/**
 * Starts a headless Chromium with a fresh profile that tools drive over the DevTools protocol
 * (Lighthouse's `port` flag). What chrome-launcher does, without another dependency.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function launchDebuggableChromium(executablePath, extraFlags = []) {
  const profile = mkdtempSync(join(tmpdir(), 'venue-chromium-'));
  const child = spawn(
    executablePath,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      ...CHROMIUM_FLAGS,
      ...extraFlags,
      'about:blank',
    ],
    // Its own process group, so closing ends the helper processes (GPU, network, crashpad)
    // that keep writing into the profile after the browser process has gone.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Chromium prints "DevTools listening on ws://127.0.0.1:<port>/…" once it accepts connections.
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port:\n${output}`)), 30_000);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before DevTools was ready:\n${output}`)));
  });
  child.stderr.resume();
  return {
    port,
    async close() {
      signalGroup(child, 'SIGTERM');
      const timeout = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timeout);
      // Stragglers of the group are ended too; then the profile is removed with retries, and a
      // folder that still cannot go (ENOTEMPTY while a helper writes) only costs a warning:
      // it is a temp folder, and a measurement must never fail over it.
      signalGroup(child, 'SIGKILL');
      removeProfile(profile);
    },
  };
}
