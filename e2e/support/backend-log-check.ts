// After the whole run: the backend's log must carry no secret. The secrets actually issued are read
// from the run's PGlite folder once the backend has stopped (the dev outbox holds every code and
// link sent; reservations and payments their pay-by-link uuids, sandbox tokens and redirect URLs);
// session tokens are stored only hashed, so they are caught by their shape (LEAK_PATTERNS).
import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { findLeaks, secretsInMessages } from '../../scripts/lib/log-secrets.mjs';

type Secret = { kind: string; value: string };

async function issuedSecrets(dataDir: string): Promise<Secret[]> {
  const db = await PGlite.create({ dataDir });
  try {
    const texts = await db.query<{ text: string }>('select text from dev_outbox');
    const reservations = await db.query<{ uuid: string }>('select uuid::text as uuid from reservations');
    const payments = await db.query<{ uuid: string; gateway_token: string; redirect_url: string | null }>(
      'select uuid::text as uuid, gateway_token, redirect_url from payments',
    );
    return [
      ...secretsInMessages(texts.rows.map((row) => row.text)),
      ...reservations.rows.map((row) => ({ kind: 'a reservation’s pay-by-link uuid', value: row.uuid })),
      ...payments.rows.flatMap((row) => [
        { kind: 'a payment uuid', value: row.uuid },
        { kind: 'a payment’s gateway token', value: row.gateway_token },
        ...(row.redirect_url ? [{ kind: 'a payment redirect URL', value: row.redirect_url }] : []),
      ]),
    ];
  } finally {
    await db.close();
  }
}

/** Throws, listing where (never what), when the log carries a secret of the run. */
export async function checkBackendLog(logFile: string, dataDir: string): Promise<void> {
  if (!existsSync(logFile)) throw new Error(`backend log check: ${logFile} is missing`);
  const startedAt = Date.now();
  const secrets = await issuedSecrets(dataDir);
  const leaks = findLeaks(readFileSync(logFile, 'utf8'), secrets);
  const codes = secrets.filter((secret) => /^\d+$/.test(secret.value)).length;
  console.log(
    `[backend log] ${logFile}: ${secrets.length} issued secrets (${codes} codes) and ${leaks.length} leaks (${Date.now() - startedAt} ms)`,
  );
  if (leaks.length > 0) {
    const shown = leaks.slice(0, 20).map((leak) => `  line ${leak.line}: ${leak.kind}: …${leak.excerpt}…`);
    throw new Error(`The backend log carries secrets (${leaks.length}):\n${shown.join('\n')}`);
  }
}
