import { defineDemoSeed } from '../../db/seed/area-seeds';
import { eq } from 'drizzle-orm';
import type { DemoCore } from '../../db/seed/core.seed';
import type { ReceiptStatus } from '../../../machines/receiptRules';
import { taxTypes } from '../../db/tables/tax-types.tables';
import { insertReceipt } from './receipts.repository';
import { demoReceiptPhotoBytes } from './receipts.images';
import type { DEMO_RECEIPT_PHOTOS } from './receipts.images';
import {
  chargeTypes,
  receiptPhotos,
  receiptTemplateItems,
  receiptTemplates,
  receipts,
} from './receipts.tables';

/** The demo's charge types, each with the VAT rate its expenses usually carry in the Netherlands. */
export const DEMO_CHARGE_TYPES = [
  { caption: 'Parking', tax: 'VAT 21%' },
  { caption: 'Fuel', tax: 'VAT 21%' },
  { caption: 'Public transport', tax: 'VAT 9%' },
  { caption: 'Meals', tax: 'VAT 9%' },
  { caption: 'Hotel', tax: 'VAT 9%' },
  { caption: 'Tools and materials', tax: 'VAT 21%' },
] as const;

const DAY_MS = 86_400_000;

/**
 * The demo's receipts: charge types, a template of Eventful Ltd ('Travel to a venue')
 * and one of Harbour Events ('Overnight stay'), and crew@'s receipts in each state — a draft, a
 * submitted, an approved and a rejected one — plus one of Noah's (another crew member's, never
 * crew@'s to see). The submitted ones wait in office@'s queue, crew@'s with a photo of the paper
 * receipt; the rejected one says why. After the tax types.
 */
export async function seedDemoReceipts(core: DemoCore): Promise<void> {
  const { tx, tenantId, companies, persons, now } = core;
  const taxRows = await tx
    .select({ id: taxTypes.id, caption: taxTypes.caption })
    .from(taxTypes)
    .where(eq(taxTypes.tenantId, tenantId));
  const tax = Object.fromEntries(taxRows.map((row) => [row.caption, row.id]));
  const charge: Record<string, { id: number; taxTypeId: number }> = {};
  for (const type of DEMO_CHARGE_TYPES) {
    const taxTypeId = tax[type.tax];
    if (taxTypeId === undefined) throw new Error(`demo tax type ${type.tax} missing`);
    const [row] = await tx
      .insert(chargeTypes)
      .values({ tenantId, caption: type.caption, defaultTaxTypeId: taxTypeId })
      .returning({ id: chargeTypes.id });
    if (!row) throw new Error('charge type insert returned nothing');
    charge[type.caption] = { id: row.id, taxTypeId };
  }
  const item = (caption: string, description: string, amountCents: number) => {
    const type = charge[caption];
    if (!type) throw new Error(`demo charge type ${caption} missing`);
    return { chargeTypeId: type.id, taxTypeId: type.taxTypeId, description, amountCents };
  };

  const template = async (companyId: number, caption: string, items: ReturnType<typeof item>[]) => {
    const [row] = await tx
      .insert(receiptTemplates)
      .values({ tenantId, companyId, caption })
      .returning({ id: receiptTemplates.id });
    if (!row) throw new Error('receipt template insert returned nothing');
    await tx
      .insert(receiptTemplateItems)
      .values(items.map((values) => ({ tenantId, templateId: row.id, ...values })));
    return row.id;
  };
  const travel = await template(companies.eventful, 'Travel to a venue', [
    item('Parking', 'Parking at the venue', 1250),
    item('Fuel', 'Fuel for the van', 0),
  ]);
  const overnight = await template(companies.harbour, 'Overnight stay', [
    item('Hotel', 'Hotel night', 8900),
    item('Meals', 'Dinner', 2200),
    item('Public transport', 'Train ticket', 0),
  ]);

  const day = (offset: number) =>
    new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  const at = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
  const receipt = async (
    personId: number,
    values: {
      companyId: number;
      templateId: number;
      caption: string;
      offset: number;
      status: ReceiptStatus;
      /** The office's reason, for a decided one. */
      reason?: string;
      photo?: keyof typeof DEMO_RECEIPT_PHOTOS;
    },
    items: ReturnType<typeof item>[],
  ) => {
    const id = await insertReceipt(
      tx,
      {
        tenantId,
        personId,
        companyId: values.companyId,
        templateId: values.templateId,
        caption: values.caption,
        receiptDate: day(values.offset),
        createdAt: at(values.offset),
      },
      items,
    );
    // Handed in the day after its date; decided the day after that.
    const decided = values.status === 'approved' || values.status === 'rejected';
    if (values.status !== 'draft') {
      await tx
        .update(receipts)
        .set({
          status: values.status,
          submittedAt: at(values.offset + 1),
          ...(decided
            ? {
                decidedAt: at(values.offset + 2),
                decidedBy: persons.office,
                decisionReason: values.reason ?? null,
              }
            : {}),
        })
        .where(eq(receipts.id, id));
    }
    if (values.photo) {
      await tx.insert(receiptPhotos).values({
        tenantId,
        receiptId: id,
        status: decided ? (values.status as 'approved' | 'rejected') : 'pending',
        storageKey: values.photo,
        contentType: 'image/png',
        byteSize: demoReceiptPhotoBytes(values.photo),
        uploadedAt: at(values.offset + 1),
      });
    }
  };
  await receipt(
    persons.crew,
    {
      companyId: companies.eventful,
      templateId: travel,
      caption: 'Travel to Main Stage',
      offset: -1,
      status: 'draft',
    },
    [item('Parking', 'Parking at the venue', 1250), item('Fuel', 'Fuel for the van', 4870)],
  );
  await receipt(
    persons.crew,
    {
      companyId: companies.eventful,
      templateId: travel,
      caption: 'Travel to the arena',
      offset: -6,
      status: 'submitted',
      photo: 'demo/receipt-arena.png',
    },
    [
      item('Parking', 'Parking at the arena', 900),
      item('Tools and materials', 'Gaffer tape', 1399),
    ],
  );
  await receipt(
    persons.crew,
    {
      companyId: companies.harbour,
      templateId: overnight,
      caption: 'Overnight stay in Rotterdam',
      offset: -20,
      status: 'approved',
    },
    [
      item('Hotel', 'Hotel night', 8900),
      item('Meals', 'Dinner', 2450),
      item('Public transport', 'Train ticket', 2380),
    ],
  );
  await receipt(
    persons.crew,
    {
      companyId: companies.eventful,
      templateId: travel,
      caption: 'Travel to the festival',
      offset: -34,
      status: 'rejected',
      reason:
        'Your own car goes on the mileage allowance, not as fuel: put the kilometres on your hours.',
    },
    [item('Fuel', 'Fuel for my own car', 6500)],
  );
  // chief@'s own (their receipts are theirs alone: the role × route test reads it as chief@).
  await receipt(
    persons.chief,
    {
      companyId: companies.eventful,
      templateId: travel,
      caption: 'Parking at the depot',
      offset: -2,
      status: 'submitted',
    },
    [item('Parking', 'Parking at the depot', 1500)],
  );
  await receipt(
    persons.noah,
    {
      companyId: companies.harbour,
      templateId: overnight,
      caption: 'Overnight stay in Antwerp',
      offset: -3,
      status: 'submitted',
    },
    [item('Hotel', 'Hotel night', 10_400)],
  );
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'receipts',
    after: ['tax-types'],
    run: (core) => seedDemoReceipts(core),
  }),
];
