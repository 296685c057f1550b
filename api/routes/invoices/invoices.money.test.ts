import { describe, expect, it } from 'vitest';
import { divideRounded, invoiceTotals, itemAmountCents, taxCents } from './invoices.money';

describe('invoice money in integers', () => {
  it('rounds half away from zero, both signs', () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(-4, 10)).toBe(0);
    expect(divideRounded(15, 10)).toBe(2);
    expect(() => divideRounded(1.5, 10)).toThrow(RangeError);
  });

  it('prices an item and its tax to the cent', () => {
    // 1.50 h × €33.33 = €49.995 → €50.00; 21 % of €0.50 = 10.5 ct → 11 ct.
    expect(itemAmountCents(150, 3333)).toBe(5000);
    expect(taxCents(50, 2100)).toBe(11);
    expect(taxCents(-50, 2100)).toBe(-11);
  });

  it('sums the tax per rate, where floats would drift', () => {
    const vat21 = { id: 1, caption: 'VAT 21%', rateBasisPoints: 2100 };
    const vat9 = { id: 2, caption: 'VAT 9%', rateBasisPoints: 900 };
    // Three items of 0.10 × €1.00: 0.1 + 0.2 style sums stay exact in cents.
    const items = [
      { quantityHundredths: 10, unitPriceCents: 100, taxType: vat21 },
      { quantityHundredths: 20, unitPriceCents: 100, taxType: vat21 },
      { quantityHundredths: 4800, unitPriceCents: 3850, taxType: vat21 },
      { quantityHundredths: 1200, unitPriceCents: 1395, taxType: vat9 },
    ];
    const totals = invoiceTotals(items);
    expect(totals.netCents).toBe(10 + 20 + 184_800 + 16_740);
    // 21 % of 184 830 = 38 814.3 → 38 814; 9 % of 16 740 = 1 506.6 → 1 507.
    expect(
      totals.taxes.map((tax) => [tax.taxType.rateBasisPoints, tax.baseCents, tax.taxCents]),
    ).toEqual([
      [900, 16_740, 1507],
      [2100, 184_830, 38_814],
    ]);
    expect(totals.totalCents).toBe(201_570 + 38_814 + 1507);
  });
});
