/** The contract's timestamp form: always UTC, seconds, and an explicit +00:00 offset. */
export function formatTimestamp(value: Date): string {
  return `${value.toISOString().slice(0, 19)}+00:00`;
}

export function formatNullableTimestamp(value: Date | null): string | null {
  return value === null ? null : formatTimestamp(value);
}
