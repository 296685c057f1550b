// What other areas may use of the tax-types area (eslint.config.js, apiAreaZones): invoices and
// receipts look a tax type up as the tax-types routes do.
export { findTaxType } from './tax-types.repository';
