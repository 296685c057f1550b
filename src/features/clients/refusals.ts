import type { TFunction } from 'i18next';
import type { CombinedError } from 'urql';
import { errorReason, errorTextKey } from '../../lib/graphql/errors';

/** The kinds of rows the api counts when it refuses a delete (api/routes/clients/contract.md). */
const KINDS = [
  'crews',
  'projects',
  'contacts',
  'rateCards',
  'invoices',
  'receipts',
  'receiptTemplates',
  'documents',
  'plannerCrews',
] as const;

/**
 * Why a write was refused, in the user's words. A delete of something still in use says what uses
 * it, with the numbers the api counted ("Still used by 3 crews and 1 project").
 */
export function refusalText(t: TFunction, error: CombinedError, language: string): string {
  if (errorReason(error) === 'STILL_REFERENCED') {
    const facts = error.graphQLErrors.find((e) => e.extensions?.reason === 'STILL_REFERENCED')
      ?.extensions?.facts as Record<string, unknown> | undefined;
    const parts = KINDS.filter((kind) => typeof facts?.[kind] === 'number' && facts[kind] > 0).map(
      (kind) => t(`clients:references.${kind}`, { count: facts?.[kind] as number }),
    );
    if (parts.length > 0) {
      const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
      return t('clients:references.stillUsed', { list });
    }
  }
  return t(errorTextKey(error));
}
