import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `The PGlite data folder ${dataDir} is already in use by process ${ownerPid}. ` +
        `PGlite allows only one process per folder: stop that process, or give this one its own DATA_DIR, ` +
        `or point it at PostgreSQL with DATABASE_URL. (Lock file: ${lockFile})`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly lockFile: string;
  release(): void;
}

type LockContent = { pid: number; hostname: string; startedAt: string };

// Locks this process holds: a second open of the same folder in one process is refused too.
const heldLocks = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): number | null {
  try {
    const content = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<LockContent>;
    return typeof content.pid === 'number' && Number.isInteger(content.pid) && content.pid > 0 ? content.pid : null;
  } catch {
    return null;
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/** `…/pglite` → `…/pglite.lock`: beside the folder, because PGlite owns the folder's contents. */
export function lockFileFor(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
}

/**
 * Claims a PGlite data folder for this process with a lock file holding our pid. A lock left by
 * a process that no longer runs is taken over; a live owner makes this throw DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockFile = lockFileFor(dataDir);
  if (heldLocks.has(lockFile)) throw new DataDirLockedError(dataDir, lockFile, process.pid);
  mkdirSync(path.dirname(lockFile), { recursive: true });

  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockFile, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, lockFile, owner);
      // Stale (dead owner, our own recycled pid, or unreadable): take it over.
      removeQuietly(lockFile);
      continue;
    }
    const content: LockContent = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
    writeSync(fd, JSON.stringify(content));
    closeSync(fd);
    heldLocks.add(lockFile);

    const releaseOnExit = () => release();
    function release(): void {
      if (!heldLocks.delete(lockFile)) return;
      process.off('exit', releaseOnExit);
      if (readOwner(lockFile) === process.pid) removeQuietly(lockFile);
    }
    // A crash still leaves a stale lock (handled above); a normal exit removes it.
    process.on('exit', releaseOnExit);
    return { lockFile, release };
  }
  throw new Error(`Could not take the lock file ${lockFile}; another process keeps recreating it.`);
}
