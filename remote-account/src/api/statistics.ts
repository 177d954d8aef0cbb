// Play statistics and their share links (users base; spec §3 Statistics, §7 POST /app/url_shortener).
import { usersApi } from '@venue/api';
import {
  PlayStatisticsSchema,
  ShareCardSchema,
  ShareLinkListSchema,
  ShareLinkSchema,
  type PlayStatistics,
  type ShareCard,
  type ShareCardPreviewRequest,
  type ShareLink,
  type ShareLinkRequest,
} from '@venue/api/schemas/statistics';
import * as v from 'valibot';

export const statisticsKey = (month: string) => ['account', 'statistics', month] as const;

/** The signed-in player's figures of one month (`YYYY-MM`). */
export function getStatistics(month: string, signal?: AbortSignal): Promise<PlayStatistics> {
  return usersApi.get('/statistics', { schema: PlayStatisticsSchema, query: { month }, signal });
}

export const shareCardPreviewKey = (request: ShareCardPreviewRequest) =>
  ['account', 'share-card-preview', request.month, [...request.fields].sort().join(',')] as const;

/** The card the same choice would publish: the server's own selection of fields, nothing saved. */
export function previewShareCard(request: ShareCardPreviewRequest, signal?: AbortSignal): Promise<ShareCard> {
  return usersApi.post('/app/url_shortener/preview', { body: request, schema: ShareCardSchema, signal });
}

/** Makes the public link; the same `short_url_token` again answers the link made the first time. */
export function createShareLink(request: ShareLinkRequest, signal?: AbortSignal): Promise<ShareLink> {
  return usersApi.post('/app/url_shortener', { body: request, schema: ShareLinkSchema, signal });
}

export const shareLinksKey = () => ['account', 'share-links'] as const;

/** The player's own links, newest first, revoked ones too. */
export function listShareLinks(signal?: AbortSignal): Promise<ShareLink[]> {
  return usersApi.get('/app/url_shortener', { schema: ShareLinkListSchema, signal });
}

/** Revokes a link: from then on it answers 410. Revoking twice is fine. */
export async function revokeShareLink(id: number, signal?: AbortSignal): Promise<void> {
  await usersApi.delete(`/app/url_shortener/${id}`, { schema: v.unknown(), signal });
}
