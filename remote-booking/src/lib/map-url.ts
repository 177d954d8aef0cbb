// Links to a map for a venue's address. Google Maps' "Maps URLs" are a documented, key-less
// format that opens the Maps app on Android and iOS (where players are when they need the way)
// and the web map elsewhere; OpenStreetMap's search has no directions hand-off to a phone's app.
// https://developers.google.com/maps/documentation/urls/get-started

const MAPS = 'https://www.google.com/maps';

/** The map centred on a postal address ("ul. Puławska 182, 02-670 Warszawa"): pass the whole line, city included. */
export function mapUrl(address: string): string {
  return `${MAPS}/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

/** Directions from where the player is to a postal address (the confirmation's "how to get there"). */
export function directionsUrl(address: string): string {
  return `${MAPS}/dir/?api=1&destination=${encodeURIComponent(address.trim())}`;
}
