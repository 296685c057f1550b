/**
 * The profile's vocabulary every layer types with: the map services a person may choose for
 * location links. Types only, no code beyond the list (like rights.types.ts).
 */
export const MAP_SERVICES = ['google', 'apple', 'openStreetMap', 'waze'] as const;
export type MapService = (typeof MAP_SERVICES)[number];
