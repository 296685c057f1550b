import type { MapService } from '../../../machines/profile.types';

/** A place to open in a maps app: exact coordinates when known, else its name and address. */
export type MapPlace = {
  caption?: string | null;
  address?: string | null;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * A link that opens the place in the person's chosen map service (profile; decision 092). Each is
 * the service's universal web URL, which the phone hands to its app when installed:
 * Google Maps' search URL, Apple Maps' maps.apple.com (`ll`/`q`), OpenStreetMap's `mlat`/`mlon`
 * (a marker) or search, and Waze's `ll` with navigation or `q`.
 */
export function mapUrl(service: MapService, place: MapPlace): string {
  const hasPoint = place.latitude != null && place.longitude != null;
  const point = hasPoint ? `${place.latitude},${place.longitude}` : '';
  const text = [place.caption, place.address, place.city].filter(Boolean).join(', ');
  const q = encodeURIComponent(hasPoint ? point : text);
  switch (service) {
    case 'apple':
      return hasPoint
        ? `https://maps.apple.com/?ll=${point}&q=${encodeURIComponent(place.caption || point)}`
        : `https://maps.apple.com/?q=${q}`;
    case 'openStreetMap':
      return hasPoint
        ? `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=17/${place.latitude}/${place.longitude}`
        : `https://www.openstreetmap.org/search?query=${q}`;
    case 'waze':
      return hasPoint
        ? `https://waze.com/ul?ll=${point}&navigate=yes`
        : `https://waze.com/ul?q=${q}&navigate=yes`;
    case 'google':
    default:
      return `https://www.google.com/maps/search/?api=1&query=${q}`;
  }
}
