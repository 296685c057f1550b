import { collectErrorReasons, isErrorReasonOf } from '../../../machines/error-reasons';

// Each area's reasons file, found by its name; eager, as each holds a list of codes only.
const reasonFiles = import.meta.glob('../../../machines/*.reasons.ts', { eager: true });

/** Every reason the app has a text for: the shared ones and each area's (machines/error-reasons.ts). */
export const ERROR_REASONS = collectErrorReasons(reasonFiles);

export const isErrorReason = isErrorReasonOf(ERROR_REASONS);
