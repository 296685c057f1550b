/** The IANA zones the platform knows, sorted, always including `current` (e.g. 'UTC'). */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, current, 'UTC']);
  return [...all].sort((a, b) => a.localeCompare(b));
}
