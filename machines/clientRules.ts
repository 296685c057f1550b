// The bounds of what the office types for a client company, a branch and a location: the api's
// input schemas (api/routes/clients/clients.schemas.ts) refuse past them and the app's forms stop
// there, each read from here so the two never disagree.

export const CLIENT_NAME_MAX = 120;
export const LOCATION_ADDRESS_MAX = 200;
export const LOCATION_CITY_MAX = 100;
/** How to get there and in: a few paragraphs at most, shown on the crew chief's location page. */
export const ROUTE_NOTES_MAX = 2000;

export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;
