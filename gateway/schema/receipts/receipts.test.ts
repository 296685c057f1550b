import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness } from '../../test/helpers';
import type { GatewayHarness, GraphQLResult } from '../../test/helpers';

const RECEIPTS = /* GraphQL */ `
  {
    receipts {
      id
      number
      caption
      status
      totalCents
      items {
        id
        description
      }
    }
  }
`;
const RECEIPT = /* GraphQL */ `
  query Receipt($number: String!) {
    receipt(number: $number) {
      id
      number
      status
      changeable
      photoUploadUrl
      netCents
      taxCents
      totalCents
      items {
        id
        chargeTypeCaption
        taxTypeCaption
        amountCents
        taxCents
        totalCents
      }
      photo {
        id
      }
    }
    chargeTypes {
      id
      caption
      defaultTaxTypeId
    }
    taxTypes {
      id
      rateBasisPoints
    }
  }
`;
const TEMPLATES = /* GraphQL */ `
  {
    receiptTemplates {
      id
      caption
      company {
        caption
      }
      items {
        chargeTypeCaption
        description
        amountCents
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($templateId: ID!, $key: String!) {
    createReceipt(templateId: $templateId, idempotencyKey: $key) {
      id
      number
      status
      items {
        id
      }
    }
  }
`;
const ADD = /* GraphQL */ `
  mutation Add($receiptId: ID!, $item: ReceiptItemInput!, $key: String!) {
    addReceiptItem(receiptId: $receiptId, item: $item, idempotencyKey: $key) {
      id
      totalCents
      items {
        id
        totalCents
      }
    }
  }
`;
const COPY = /* GraphQL */ `
  mutation Copy($id: ID!, $key: String!) {
    copyReceipt(id: $id, idempotencyKey: $key) {
      id
      number
      status
    }
  }
`;
const DELETE_ITEM = /* GraphQL */ `
  mutation DeleteItem($id: ID!) {
    deleteReceiptItem(id: $id) {
      id
      items {
        id
      }
    }
  }
`;

type Row = {
  id: string;
  number: string;
  caption: string;
  status: string;
  totalCents: number;
  items: { id: string; description: string }[];
};
const reasonOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.['reason'];

describe.each(testBackends())('receipts gateway on %s', (backend) => {
  let gateway: GatewayHarness;
  let crew: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crew = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  it('lists the receipts in one list call and reads each row’s items once', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ receipts: Row[] }>(RECEIPTS, {}, { token: crew });
    expect(result.errors).toBeUndefined();
    expect(result.data?.receipts.map((row) => row.status).sort()).toEqual([
      'approved',
      'draft',
      'rejected',
      'submitted',
    ]);
    const calls = gateway.upstream.calls.slice(before);
    expect(calls.filter((call) => call.startsWith('GET /api/v1/receipts?'))).toHaveLength(1);
    expect(calls.filter((call) => /^GET \/api\/v1\/receipts\/\d+$/.test(call))).toHaveLength(4);
  });

  it('opens a receipt by number with the item form’s charge and tax types; another’s number is null', async () => {
    const list = await gateway.execute<{ receipts: Row[] }>(RECEIPTS, {}, { token: crew });
    const approved = list.data?.receipts.find((row) => row.status === 'approved');
    const result = await gateway.execute<{
      receipt: {
        status: string;
        changeable: boolean;
        photoUploadUrl: string | null;
        totalCents: number;
        items: { totalCents: number }[];
      } | null;
      chargeTypes: unknown[];
      taxTypes: unknown[];
    }>(RECEIPT, { number: approved?.number }, { token: crew });
    expect(result.errors).toBeUndefined();
    expect(result.data?.receipt).toMatchObject({
      status: 'approved',
      changeable: false,
      photoUploadUrl: null,
      totalCents: 14_966,
    });
    expect(result.data?.chargeTypes.length).toBe(6);
    expect(result.data?.taxTypes.length).toBe(3);
    const missing = await gateway.execute<{ receipt: unknown }>(
      RECEIPT,
      { number: 'R99999' },
      { token: crew },
    );
    expect(missing.data?.receipt).toBeNull();
  });

  it('creates from a template, adds an item with its total checked, copies and deletes an item', async () => {
    const templates = await gateway.execute<{
      receiptTemplates: { id: string; items: unknown[] }[];
    }>(TEMPLATES, {}, { token: crew });
    const template = templates.data?.receiptTemplates[0];
    const created = await gateway.execute<{
      createReceipt: { id: string; status: string; items: { id: string }[] };
    }>(CREATE, { templateId: template?.id, key: `gw-create-${backend}` }, { token: crew });
    expect(created.errors).toBeUndefined();
    const receipt = created.data?.createReceipt;
    expect(receipt?.status).toBe('draft');
    expect(receipt?.items).toHaveLength(template?.items.length ?? -1);

    const form = await gateway.execute<{
      chargeTypes: { id: string; caption: string; defaultTaxTypeId: string }[];
    }>(RECEIPT, { number: 'none' }, { token: crew });
    const parking = form.data?.chargeTypes.find((type) => type.caption === 'Parking');
    const item = {
      chargeTypeId: parking?.id,
      description: 'Parking',
      amountCents: 1000,
      taxTypeId: parking?.defaultTaxTypeId,
    };
    const tampered = await gateway.execute(
      ADD,
      { receiptId: receipt?.id, item: { ...item, totalCents: 1000 }, key: `gw-bad-${backend}` },
      { token: crew },
    );
    expect(reasonOf(tampered)).toBe('RECEIPT_TOTAL_MISMATCH');
    const added = await gateway.execute<{
      addReceiptItem: { items: { id: string; totalCents: number }[] };
    }>(
      ADD,
      { receiptId: receipt?.id, item: { ...item, totalCents: 1210 }, key: `gw-add-${backend}` },
      { token: crew },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.addReceiptItem.items.at(-1)?.totalCents).toBe(1210);

    // The same item changed in place: one item more than before the add, not two; its new total.
    const addedId = added.data?.addReceiptItem.items.at(-1)?.id;
    const changed = await gateway.execute<{
      changeReceiptItem: { items: { id: string; totalCents: number }[] };
    }>(
      `mutation Change($receiptId: ID!, $id: ID!, $item: ReceiptItemInput!, $key: String!) {
        changeReceiptItem(receiptId: $receiptId, id: $id, item: $item, idempotencyKey: $key) { items { id totalCents } }
      }`,
      {
        receiptId: receipt?.id,
        id: addedId,
        item: { ...item, amountCents: 2000, totalCents: 2420 },
        key: `gw-change-${backend}`,
      },
      { token: crew },
    );
    expect(changed.errors).toBeUndefined();
    const changedItems = changed.data?.changeReceiptItem.items ?? [];
    expect(changedItems).toHaveLength(added.data?.addReceiptItem.items.length ?? -1);
    expect(changedItems.find((row) => row.id === addedId)?.totalCents).toBe(2420);

    // Handed in: submitted and no longer submittable; a second time the api's reason comes through.
    const SUBMIT = `mutation Submit($id: ID!) { submitReceipt(id: $id) { status submittable changeable } }`;
    const submitted = await gateway.execute<{
      submitReceipt: { status: string; submittable: boolean; changeable: boolean };
    }>(SUBMIT, { id: receipt?.id }, { token: crew });
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data?.submitReceipt).toEqual({
      status: 'submitted',
      submittable: false,
      changeable: true,
    });
    expect(reasonOf(await gateway.execute(SUBMIT, { id: receipt?.id }, { token: crew }))).toBe(
      'RECEIPT_NOT_DRAFT',
    );

    const copied = await gateway.execute<{ copyReceipt: { id: string; status: string } }>(
      COPY,
      { id: receipt?.id, key: `gw-copy-${backend}` },
      { token: crew },
    );
    expect(copied.data?.copyReceipt.status).toBe('draft');
    expect(copied.data?.copyReceipt.id).not.toBe(receipt?.id);

    const firstItem = receipt?.items[0]?.id;
    const deleted = await gateway.execute<{ deleteReceiptItem: { items: { id: string }[] } }>(
      DELETE_ITEM,
      { id: firstItem },
      { token: crew },
    );
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteReceiptItem.items.map((row) => row.id)).not.toContain(firstItem);
  });
});
