/** "ul. Puławska 100, 02-620 Warszawa": addresses usually end with the city already; add it only when missing. */
export function venueAddressLine(address: string, city: string): string {
  const street = address.trim();
  if (city.trim() === '' || street.toLocaleLowerCase('pl').includes(city.trim().toLocaleLowerCase('pl'))) return street;
  return street === '' ? city.trim() : `${street}, ${city.trim()}`;
}
