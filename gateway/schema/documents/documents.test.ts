import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

/** A real 1×1 white PNG, as the signature pad's data URL would carry one. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';

const DOCUMENT_FIELDS = /* GraphQL */ `
  fragment DocumentFields on Document {
    id
    title
    status
    version
    signatoriesOrder
    declined
    isReadyToSign
    isSigned
    ratingAsked
    fileUrl
    signedUrl
    type {
      caption
      parameters {
        allowSignatories
        signatoriesOrder
      }
    }
    owner {
      staffContractId
      person {
        caption
      }
    }
    formFields {
      name
      label
      kind
      required
    }
    signatories {
      id
      position
      status
      isMine
      contactNumber
      person {
        id
        caption
      }
      signatures {
        id
        signed
        signedAt
        documentVersion
      }
    }
    mySignatoryToSign {
      id
    }
  }
`;

const TO_SIGN = /* GraphQL */ `
  ${DOCUMENT_FIELDS}
  {
    documentsToSign {
      count
      items {
        ...DocumentFields
      }
    }
  }
`;

const PERSON_DOCUMENTS = /* GraphQL */ `
  ${DOCUMENT_FIELDS}
  query PersonDocuments($personId: ID!) {
    personDocuments(personId: $personId) {
      total
      items {
        ...DocumentFields
      }
    }
  }
`;

const DOCUMENT = /* GraphQL */ `
  ${DOCUMENT_FIELDS}
  query Document($id: ID!) {
    document(id: $id) {
      ...DocumentFields
    }
  }
`;

const SIGN = /* GraphQL */ `
  ${DOCUMENT_FIELDS}
  mutation Sign($id: ID!, $input: SignDocumentInput!) {
    signDocument(id: $id, input: $input) {
      ...DocumentFields
    }
  }
`;

interface DocumentData {
  id: string;
  title: string;
  status: string;
  signatoriesOrder: string;
  isReadyToSign: boolean;
  isSigned: boolean;
  fileUrl: string;
  signedUrl: string | null;
  owner: { staffContractId: string | null; person: { caption: string } | null };
  formFields: { name: string; kind: string; required: boolean }[];
  signatories: {
    id: string;
    status: string;
    isMine: boolean;
    person: { caption: string };
    signatures: { signed: boolean }[];
  }[];
  mySignatoryToSign: { id: string } | null;
}

describe.each(testBackends())('documents on %s', (backend) => {
  let gateway: GatewayHarness;
  let dataDir: string;
  let crew: string;
  let office: string;
  let crewPersonId: string;
  const signature = SIGNATURE;
  const contractFields = [
    { name: 'startDate', value: '2026-12-01' },
    { name: 'readTerms', value: 'true' },
  ];

  const personDocuments = async (token: string) => {
    const result = await gateway.execute<{
      personDocuments: { total: number; items: DocumentData[] };
    }>(PERSON_DOCUMENTS, { personId: crewPersonId }, { token });
    expect(result.errors).toBeUndefined();
    return result.data?.personDocuments.items ?? [];
  };
  const byTitle = async (title: string) => {
    const document = (await personDocuments(crew)).find((item) => item.title === title);
    if (!document) throw new Error(`no ${title}`);
    return document;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-gateway-documents-'));
    gateway = await createGatewayHarness(backend, {}, { DATA_DIR: dataDir });
    crew = await gateway.api.signInAs('crew');
    office = await gateway.api.signInAs('office');
    const me = await gateway.execute<{ documentsToSign: { items: DocumentData[] } }>(
      TO_SIGN,
      {},
      { token: crew },
    );
    const own = me.data?.documentsToSign.items[0]?.signatories.find(
      (signatory) => signatory.isMine,
    );
    if (!own) throw new Error('crew@ has no document to sign');
    crewPersonId = (own as unknown as { person: { id: string } }).person.id;
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the home’s documents to sign with their count in one upstream call', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{
      documentsToSign: { count: number; items: DocumentData[] };
    }>(TO_SIGN, {}, { token: crew });
    expect(result.errors).toBeUndefined();
    expect(result.data?.documentsToSign.count).toBe(1);
    const [instruction] = result.data?.documentsToSign.items ?? [];
    expect(instruction).toMatchObject({
      title: 'Safety instruction',
      signatoriesOrder: 'anyOrder',
      isReadyToSign: true,
      signedUrl: null,
    });
    expect(instruction?.mySignatoryToSign?.id).toBe(
      instruction?.signatories.find((signatory) => signatory.isMine)?.id,
    );
    expect(instruction?.fileUrl).toBe(`/api/v1/documents/${instruction?.id}/file`);
    expect(gateway.upstream.calls.slice(before)).toEqual(['GET /api/v1/documentsToSign']);
  });

  it('reads a person’s documents with their signatories in one call, and a document by id', async () => {
    const before = gateway.upstream.calls.length;
    const items = await personDocuments(crew);
    expect(gateway.upstream.calls.slice(before)).toHaveLength(1);
    const contract = items.find((item) => item.title === 'Employment contract 2026');
    expect(
      contract?.signatories.map((signatory) => [
        signatory.person.caption,
        signatory.status,
        signatory.isMine,
      ]),
    ).toEqual([
      ['Lena Hoffmann', 'readyToSign', false],
      ['Alex Janssen', 'waiting', true],
    ]);
    expect(contract).toMatchObject({
      signatoriesOrder: 'oneByOne',
      isReadyToSign: false,
      mySignatoryToSign: null,
    });
    expect(contract?.formFields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['startDate', 'date', true],
      ['readTerms', 'checkbox', true],
    ]);
    const signed = items.find((item) => item.title === 'Confidentiality agreement');
    expect(signed?.signedUrl).toBe(`/api/v1/documents/${signed?.id}/file?signed=true`);

    const byId = await gateway.execute<{ document: DocumentData | null }>(
      DOCUMENT,
      { id: contract?.id },
      { token: crew },
    );
    expect(byId.data?.document?.title).toBe('Employment contract 2026');
    const missing = await gateway.execute<{ document: DocumentData | null }>(
      DOCUMENT,
      { id: '999999' },
      { token: crew },
    );
    expect(missing.errors).toBeUndefined();
    expect(missing.data?.document).toBeNull();
  });

  it('gives a staff contract its documents to sign from the same upstream call as its PDFs', async () => {
    const contract = await byTitle('Employment contract 2026');
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{
      staffContract: {
        documents: { id: string }[];
        signingDocuments: { id: string; title: string }[];
      } | null;
    }>(
      /* GraphQL */ `
        query Contract($id: ID!) {
          staffContract(id: $id) {
            documents {
              id
            }
            signingDocuments {
              id
              title
            }
          }
        }
      `,
      { id: contract.owner.staffContractId },
      { token: crew },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.staffContract?.signingDocuments).toEqual([
      { id: contract.id, title: 'Employment contract 2026' },
    ]);
    expect(result.data?.staffContract?.documents.length).toBeGreaterThan(0);
    expect(gateway.upstream.count('GET /api/v1/staffContracts/')).toBeGreaterThan(0);
    expect(
      gateway.upstream.calls.slice(before).filter((call) => call.endsWith('/documents')),
    ).toHaveLength(1);
  });

  it('lists document types and statuses', async () => {
    const result = await gateway.execute<{
      documentTypes: { caption: string }[];
      documentStatuses: { id: string; caption: string }[];
    }>(
      '{ documentTypes { caption parameters { signatoriesOrder ratingAsked } } documentStatuses { id caption } }',
      {},
      { token: crew },
    );
    expect(result.data?.documentTypes.map((type) => type.caption)).toEqual([
      'Agreement',
      'Employment contract',
      'Instruction',
    ]);
    expect(result.data?.documentStatuses.map((status) => status.id)).toEqual([
      'open',
      'inProgress',
      'signed',
      'declined',
    ]);
  });

  it('signs through the machine’s rules: out of order is CONFLICT with its reason, someone else’s signatory NOT_FOUND', async () => {
    const contract = await byTitle('Employment contract 2026');
    const [officeSignatory, crewSignatory] = contract.signatories;
    const early = await gateway.execute(
      SIGN,
      {
        id: contract.id,
        input: {
          signatoryId: crewSignatory?.id,
          signature,
          formFields: contractFields,
          idempotencyKey: 'early',
        },
      },
      { token: crew },
    );
    expect(errorCode(early)).toBe('CONFLICT');
    expect(early.errors?.[0]?.extensions?.['reason']).toBe(
      'DOCUMENT_WAITING_FOR_EARLIER_SIGNATORY',
    );
    const others = await gateway.execute(
      SIGN,
      {
        id: contract.id,
        input: {
          signatoryId: officeSignatory?.id,
          signature,
          formFields: contractFields,
          idempotencyKey: 'others',
        },
      },
      { token: crew },
    );
    expect(errorCode(others)).toBe('NOT_FOUND');
    const duplicate = await gateway.execute(
      SIGN,
      {
        id: contract.id,
        input: {
          signatoryId: officeSignatory?.id,
          signature,
          formFields: [...contractFields, contractFields[0]],
          idempotencyKey: 'dup',
        },
      },
      { token: office },
    );
    expect(errorCode(duplicate)).toBe('BAD_USER_INPUT');
  });

  it('signs one by one, a repeated key applying once, and answers the fresh document', async () => {
    const contract = await byTitle('Employment contract 2026');
    const [officeSignatory, crewSignatory] = contract.signatories;
    const input = {
      signatoryId: officeSignatory?.id,
      signature,
      rating: null,
      formFields: contractFields,
      idempotencyKey: `office-${backend}`,
    };
    const first = await gateway.execute<{ signDocument: DocumentData }>(
      SIGN,
      { id: contract.id, input },
      { token: office },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.signDocument.signatories.map((signatory) => signatory.status)).toEqual([
      'signed',
      'readyToSign',
    ]);
    const again = await gateway.execute<{ signDocument: DocumentData }>(
      SIGN,
      { id: contract.id, input },
      { token: office },
    );
    expect(again.data).toEqual(first.data);

    const crewSees = await gateway.execute<{ document: DocumentData }>(
      DOCUMENT,
      { id: contract.id },
      { token: crew },
    );
    expect(crewSees.data?.document).toMatchObject({
      isReadyToSign: true,
      mySignatoryToSign: { id: crewSignatory?.id },
    });
    const crewSigns = await gateway.execute<{ signDocument: DocumentData }>(
      SIGN,
      {
        id: contract.id,
        input: {
          signatoryId: crewSignatory?.id,
          signature,
          formFields: contractFields,
          idempotencyKey: `crew-${backend}`,
        },
      },
      { token: crew },
    );
    expect(crewSigns.errors).toBeUndefined();
    expect(crewSigns.data?.signDocument).toMatchObject({
      status: 'signed',
      isSigned: true,
      signedUrl: `/api/v1/documents/${contract.id}/file?signed=true`,
      fileUrl: `/api/v1/documents/${contract.id}/file?signed=true`,
    });
  });
});
