import type { AccountVenue } from '../../api/venues';

/**
 * The venue's address line with its city, once. Some venues' API address already ends with the city
 * ("ul. Puławska 182, 02-670 Warszawa"), others hold only the street ("ul. Sportowa 1").
 */
export function venueAddressLine(venue: Pick<AccountVenue, 'address' | 'city'>): string {
  const address = venue.address.trim();
  const city = venue.city.trim();
  if (!address) return city;
  if (!city || endsWithWord(address, city)) return address;
  return `${address}, ${city}`;
}

/** A whole-word, case-insensitive suffix: "Nowowarszawska" doesn't end with the city "Warszawa". */
function endsWithWord(text: string, word: string): boolean {
  const lowerText = text.toLocaleLowerCase('pl');
  const lowerWord = word.toLocaleLowerCase('pl');
  if (!lowerText.endsWith(lowerWord)) return false;
  const before = lowerText.slice(0, lowerText.length - lowerWord.length);
  return before === '' || !/[\p{L}\p{N}]$/u.test(before);
}
