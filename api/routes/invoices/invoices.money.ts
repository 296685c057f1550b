// An invoice's money in integers only (api/routes/invoices/README.md, Totals, access and the PDF): amounts in cents, quantities in hundredths,
// tax rates in basis points (api/routes/tax-types/README.md, Rates in basis points). One rounding rule everywhere: half away from zero.

/** numerator / denominator rounded half away from zero; both integers, denominator > 0. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`cannot divide ${numerator} by ${denominator} exactly`);
  }
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  // Never -0: a zero amount prints and compares as 0.
  return rounded === 0 ? 0 : sign * rounded;
}

/** An item's amount: quantity (hundredths) × unit price (cents), to the cent. */
export function itemAmountCents(quantityHundredths: number, unitPriceCents: number): number {
  return divideRounded(quantityHundredths * unitPriceCents, 100);
}

/** The tax on an amount at a rate in basis points, to the cent. */
export function taxCents(amountCents: number, rateBasisPoints: number): number {
  return divideRounded(amountCents * rateBasisPoints, 10_000);
}

export interface PricedItem {
  quantityHundredths: number;
  unitPriceCents: number;
  taxType: { id: number; caption: string; rateBasisPoints: number };
}

export interface InvoiceTotals {
  netCents: number;
  taxCents: number;
  totalCents: number;
  /** Tax per tax type (the printed VAT summary), lowest rate first. */
  taxes: Array<{
    taxType: { id: number; caption: string; rateBasisPoints: number };
    baseCents: number;
    taxCents: number;
  }>;
}

/**
 * The totals of some items: each item's amount rounded to the cent, then the tax of each tax type
 * on the sum of its items' amounts (one rounding per rate, as a VAT summary prints it).
 */
export function invoiceTotals(items: PricedItem[]): InvoiceTotals {
  const byType = new Map<number, InvoiceTotals['taxes'][number]>();
  let netCents = 0;
  for (const item of items) {
    const amount = itemAmountCents(item.quantityHundredths, item.unitPriceCents);
    netCents += amount;
    const entry = byType.get(item.taxType.id) ?? {
      taxType: item.taxType,
      baseCents: 0,
      taxCents: 0,
    };
    entry.baseCents += amount;
    byType.set(item.taxType.id, entry);
  }
  const taxes = [...byType.values()]
    .map((entry) => ({
      ...entry,
      taxCents: taxCents(entry.baseCents, entry.taxType.rateBasisPoints),
    }))
    .sort(
      (a, b) =>
        a.taxType.rateBasisPoints - b.taxType.rateBasisPoints || a.taxType.id - b.taxType.id,
    );
  const tax = taxes.reduce((sum, entry) => sum + entry.taxCents, 0);
  return { netCents, taxCents: tax, totalCents: netCents + tax, taxes };
}
