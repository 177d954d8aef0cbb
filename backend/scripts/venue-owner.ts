// Staff tool: lets a phone number act as a venue's owner, e.g. its reception's, so they can accept
// trainers in the product (spec §4: "Activation is done by the venue's reception").
//   node --import tsx scripts/venue-owner.ts <venue id> <phone in E.164, e.g. +48500600900>
// Uses the backend's configuration (DATABASE_URL, or PGlite in DATA_DIR: stop the server first,
// PGlite admits one process). The account is created when the number has none; it signs in as usual.
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/open-database.js';
import { venues } from '../src/db/schema/index.js';
import { loadDotEnv } from '../src/lib/dot-env.js';
import { findOrCreateUserByPhone } from '../src/modules/users/user-service.js';
import { grantVenueOwner } from '../src/modules/users/venue-profiles.js';
import { eq } from 'drizzle-orm';

const [venueArg, phone = ''] = process.argv.slice(2);
const venueId = Number(venueArg);
if (!Number.isSafeInteger(venueId) || venueId <= 0 || !/^\+\d{8,15}$/.test(phone)) {
  console.error('Usage: node --import tsx scripts/venue-owner.ts <venue id> <phone in E.164, e.g. +48500600900>');
  process.exit(2);
}

async function main(): Promise<void> {
  loadDotEnv();
  const database = await openDatabase(loadConfig());
  try {
    const [venue] = await database.db.select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
    if (!venue) throw new Error(`No venue ${venueId}`);
    const account = await findOrCreateUserByPhone(database.db, phone, new Date());
    await grantVenueOwner(database.db, account.id, venueId);
    console.log(`${phone} now owns ${venue.name} (venue ${venueId}) and may accept its trainers.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
