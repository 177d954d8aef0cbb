import type { PartnerCard } from '@venue/api/schemas/venue';

export type CardCounts = Readonly<Record<number, number>>;

export function totalCards(counts: CardCounts): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

/** How many of `cardId` may be chosen, given the others already chosen and the venue's maximum. */
export function maxCountFor(counts: CardCounts, cardId: number, maxTotal: number): number {
  return Math.max(0, maxTotal - (totalCards(counts) - (counts[cardId] ?? 0)));
}

/** Sets one card's count, never letting the total pass the maximum. */
export function setCardCount(counts: CardCounts, cardId: number, count: number, maxTotal: number): CardCounts {
  const bounded = Math.max(0, Math.min(Math.floor(count), maxCountFor(counts, cardId, maxTotal)));
  const next: Record<number, number> = { ...counts };
  if (bounded === 0) delete next[cardId];
  else next[cardId] = bounded;
  return next;
}

/** The request's `discount_cards`: each id once per player using it; unknown ids dropped. */
export function discountCardIds(counts: CardCounts, cards: readonly PartnerCard[]): number[] {
  return cards.flatMap((card) => Array.from({ length: counts[card.id] ?? 0 }, () => card.id));
}

/** Grosze off the base price, never more than the price itself. */
export function cardsDiscount(counts: CardCounts, cards: readonly PartnerCard[], basePrice: number): number {
  const discount = cards.reduce((sum, card) => sum + card.discount * (counts[card.id] ?? 0), 0);
  return Math.min(discount, basePrice);
}

/** Cards can be offered only when the venue has some and allows at least one per reservation. */
export function offersPartnerCards(cards: readonly PartnerCard[], maxTotal: number): boolean {
  return cards.length > 0 && maxTotal > 0;
}
