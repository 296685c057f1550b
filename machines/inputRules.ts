// What every layer refuses in what a person or a client sends, each rule written once (like
// dateFormats.ts for days and instants): the api's input schemas (api/lib/input.schemas.ts), the
// gateway's argument checks (gateway/schema/shared/input.ts, through the api's schemas) and the app
// (the sign-in's return path, the ids a list's URL carries) read them here. Plain TypeScript.

/** The largest id: every id column is a PostgreSQL `integer` (32-bit, signed). */
export const MAX_ID = 2_147_483_647;

/** An id as written in a path, a query or a URL: digits without a sign, a leading zero, a space or an exponent. */
export const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** True for an id as text (`1`..`2147483647`, nothing else: not `0`, `01`, `+1`, `0x1`, `1e0`). */
export function isIdText(value: string): boolean {
  return ID_TEXT.test(value) && Number(value) <= MAX_ID;
}

/**
 * One line without control characters: PostgreSQL refuses NUL in text (invalid byte sequence 0x00
 * → a 500), no one-line value (login, e-mail, number, token, key, path) has a reason to carry C0
 * control characters or DEL, and browsers drop tabs and newlines from a URL without a word.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** The same, but keeping the tab and the line breaks (LF, CR) a free text is written with. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** Why a text with a control character is refused. */
export const CONTROL_CHARACTERS = 'must not contain control characters';

/** True when `value` carries a C0 control character or DEL (what ONE_LINE refuses). */
export function hasControlCharacters(value: string): boolean {
  return !ONE_LINE.test(value);
}

/** An Idempotency-Key's length: 1 to this many characters, on one line. */
export const IDEMPOTENCY_KEY_MAX = 200;
