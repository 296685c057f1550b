import { gatewayError } from '../../upstream/errors';

// The page arguments of the gateway's paged lists, checked before any upstream call: the api would
// refuse them too, but a clear BAD_USER_INPUT names the argument.

/** limit 1 to `maxLimit` (the api's cap for that list) and page 1 or more, both whole numbers. */
export function checkPaging(limit: number, page: number, maxLimit: number): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit)
    throw gatewayError(`limit must be between 1 and ${maxLimit}`, 'BAD_USER_INPUT');
  if (!Number.isInteger(page) || page < 1)
    throw gatewayError('page must be 1 or more', 'BAD_USER_INPUT');
}
