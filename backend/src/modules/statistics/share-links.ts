import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { SHARE_LINK_MAX_ACTIVE, type ShareCard, type ShareField, type ShareLink } from '@venue/api';
import type { Db, DbOrTx } from '../../db/database.js';
import { shareLinks, users, venues, type ShareLinkRow } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../lib/api-error.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { shareCardOf, type VenuePlace } from './share-card.js';
import { playStatistics } from './statistics-service.js';

/** 128 random bits, base64url: 22 characters nobody can guess or enumerate. */
export function newShareToken(): string {
  return randomBytes(16).toString('base64url');
}

export const sharePagePath = (token: string) => `/s/${token}`;

function linkView(row: ShareLinkRow, publicApiUrl: string): ShareLink {
  const url = `${publicApiUrl}${sharePagePath(row.token)}`;
  return {
    id: row.id,
    url,
    image_url: `${url}/card.svg`,
    month: row.month,
    fields: row.fields,
    card: row.card,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** The card the player's choice makes of `month`, computed now (the preview, and the snapshot a new link keeps). */
export async function shareCard(db: DbOrTx, userId: number, month: string, fields: readonly ShareField[], now: Date): Promise<ShareCard> {
  const stats = await playStatistics(db, userId, month, now);
  const [owner] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  const venueIds = stats.favourite_venues.map((venue) => venue.venue_id);
  const places = new Map<number, VenuePlace>();
  if (fields.includes('venue_addresses') && venueIds.length > 0) {
    const rows = await db
      .select({ id: venues.id, address: venues.address, city: venues.city })
      .from(venues)
      .where(inArray(venues.id, venueIds));
    for (const row of rows) places.set(row.id, { address: row.address, city: row.city });
  }
  return shareCardOf(stats, fields, owner ?? { firstName: '', lastName: '' }, places);
}

export type NewShareLink = { clientToken: string; month: string; fields: ShareField[]; language: MessageLanguage };

/**
 * Makes the link (201), or answers the one this `short_url_token` made before (200), so a retried
 * request never leaves two. Past `SHARE_LINK_MAX_ACTIVE` live links: 422.
 */
export async function createShareLink(
  db: Db,
  userId: number,
  input: NewShareLink,
  now: Date,
  publicApiUrl: string,
): Promise<{ created: boolean; link: ShareLink }> {
  const byClientToken = and(eq(shareLinks.userId, userId), eq(shareLinks.clientToken, input.clientToken));
  const [earlier] = await db.select().from(shareLinks).where(byClientToken);
  if (earlier) return { created: false, link: linkView(earlier, publicApiUrl) };
  const [live] = await db
    .select({ n: count() })
    .from(shareLinks)
    .where(and(eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt)));
  if ((live?.n ?? 0) >= SHARE_LINK_MAX_ACTIVE) {
    throw new ApiError(422, 'SHARE_LINK_LIMIT_REACHED', `At most ${SHARE_LINK_MAX_ACTIVE} live share links; revoke one first`, {
      max: SHARE_LINK_MAX_ACTIVE,
    });
  }
  const card = await shareCard(db, userId, input.month, input.fields, now);
  const [inserted] = await db
    .insert(shareLinks)
    .values({
      userId,
      token: newShareToken(),
      clientToken: input.clientToken,
      month: input.month,
      fields: input.fields,
      card,
      language: input.language,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [shareLinks.userId, shareLinks.clientToken] })
    .returning();
  if (inserted) return { created: true, link: linkView(inserted, publicApiUrl) };
  // A concurrent retry with the same key won the insert: answer its link.
  const [winner] = await db.select().from(shareLinks).where(byClientToken);
  if (!winner) throw new Error('share link vanished after a conflicting insert');
  return { created: false, link: linkView(winner, publicApiUrl) };
}

export async function ownShareLinks(db: DbOrTx, userId: number, publicApiUrl: string): Promise<ShareLink[]> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.userId, userId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map((row) => linkView(row, publicApiUrl));
}

/** Revokes the caller's own link (again: nothing changes); anyone else's, or an unknown id, is 404. */
export async function revokeShareLink(db: DbOrTx, userId: number, id: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ revokedAt: shareLinks.revokedAt })
    .from(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)));
  if (!row) throw notFound('No such share link');
  if (row.revokedAt) return;
  await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(eq(shareLinks.id, id), isNull(shareLinks.revokedAt)));
}

/** The link behind a public token, revoked or not; null when there is none. */
export async function shareLinkByToken(db: DbOrTx, token: string): Promise<ShareLinkRow | null> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.token, token));
  return row ?? null;
}

/** A closed account's links go with its names: their cards held what the player chose to show. */
export async function deleteShareLinksOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(shareLinks).where(eq(shareLinks.userId, userId));
}
