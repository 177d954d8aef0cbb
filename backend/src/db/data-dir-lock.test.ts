import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { acquireDataDirLock, DataDirLockedError, lockFileFor } from './data-dir-lock.js';

describe('PGlite data-folder lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'venue-lock-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  function deadPid(): number {
    const child = spawnSync(process.execPath, ['-e', '']);
    assert.ok(child.pid);
    return child.pid;
  }

  it('writes our pid beside the folder, creating parents, and removes it on release', () => {
    const dataDir = path.join(root, 'a', 'b', 'pglite');
    const lock = acquireDataDirLock(dataDir);
    assert.equal(lock.lockFile, path.join(root, 'a', 'b', 'pglite.lock'));
    const content = JSON.parse(readFileSync(lock.lockFile, 'utf8')) as { pid: number };
    assert.equal(content.pid, process.pid);
    lock.release();
    assert.equal(existsSync(lock.lockFile), false);
  });

  it('refuses a second claim from the same process', () => {
    const dataDir = path.join(root, 'same-process');
    const lock = acquireDataDirLock(dataDir);
    assert.throws(() => acquireDataDirLock(dataDir), DataDirLockedError);
    lock.release();
    acquireDataDirLock(dataDir).release();
  });

  it('refuses a folder whose lock belongs to a live process, naming it', () => {
    const dataDir = path.join(root, 'live');
    // The parent of this test process is alive for sure.
    writeFileSync(lockFileFor(dataDir), JSON.stringify({ pid: process.ppid, hostname: 'x', startedAt: '' }));
    assert.throws(
      () => acquireDataDirLock(dataDir),
      (error: unknown) => {
        assert.ok(error instanceof DataDirLockedError);
        assert.equal(error.ownerPid, process.ppid);
        assert.match(error.message, new RegExp(`already in use by process ${process.ppid}`));
        assert.match(error.message, /DATA_DIR/);
        return true;
      },
    );
    rmSync(lockFileFor(dataDir));
  });

  it('takes over a stale lock left by a process that died', () => {
    const dataDir = path.join(root, 'stale');
    writeFileSync(lockFileFor(dataDir), JSON.stringify({ pid: deadPid(), hostname: 'x', startedAt: '' }));
    const lock = acquireDataDirLock(dataDir);
    assert.equal((JSON.parse(readFileSync(lock.lockFile, 'utf8')) as { pid: number }).pid, process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const dataDir = path.join(root, 'garbage');
    writeFileSync(lockFileFor(dataDir), 'not json');
    acquireDataDirLock(dataDir).release();
  });
});
