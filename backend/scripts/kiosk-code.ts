// Staff tool: a new kiosk code for a venue, printed once (only its hash is stored).
//   node --import tsx scripts/kiosk-code.ts <venue id> [--revoke-kiosks]
// Uses the backend's configuration (DATABASE_URL, or PGlite in DATA_DIR: stop the server first,
// PGlite admits one process). --revoke-kiosks also sends every kiosk of the venue back to activation.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/open-database.js';
import { loadDotEnv } from '../src/lib/dot-env.js';
import { generateKioskCode } from '../src/modules/check-in/kiosk-code.js';
import { rotateKioskCode } from '../src/modules/check-in/kiosk-service.js';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'revoke-kiosks': { type: 'boolean', default: false } } });
const venueId = Number(positionals[0]);
if (!Number.isSafeInteger(venueId) || venueId <= 0) {
  console.error('Usage: node --import tsx scripts/kiosk-code.ts <venue id> [--revoke-kiosks]');
  process.exit(2);
}
async function main(): Promise<void> {
  loadDotEnv();
  const database = await openDatabase(loadConfig());
  try {
    const code = generateKioskCode();
    await rotateKioskCode(database.db, venueId, code, new Date(), values['revoke-kiosks']);
    const note = values['revoke-kiosks'] ? ' (every kiosk of the venue must activate again)' : '';
    console.log(`Kiosk code of venue ${venueId}: ${code}${note}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
