import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { demoSignaturePng } from '../../lib/png';
import { renderCrewDocument, totalHoursOf } from './crews.pdf';
import type { CrewDocumentData } from './crews.pdf';

// The delivery note and crew chief sheet as the client and the crew chief read them: the text
// pdfjs finds in the rendered PDF, and the signature drawn as an image.

const at = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00Z`);

function data(overrides: Partial<CrewDocumentData> = {}): CrewDocumentData {
  return {
    tenantName: 'Stagehands Ltd',
    locale: 'en',
    timeZone: 'UTC',
    project: { number: '1001', name: 'Autumn Arena Tour' },
    crew: { caption: 'Load-in crew', startsAt: at('08:00'), endsAt: at('16:00') },
    location: { name: 'Arena Nord', address: 'Hafenstraße 1', city: 'Hamburg' },
    crewChiefName: 'Chris Chief',
    members: [
      {
        name: 'Ada Rigger',
        functionName: 'Rigger',
        arrival: 'present',
        checkedInAt: at('08:00'),
        checkedOutAt: at('16:30'),
        breakMinutes: 30,
        hours: 8,
      },
      {
        name: 'Ben Loader',
        functionName: 'Stagehand',
        arrival: 'late',
        checkedInAt: at('08:20'),
        checkedOutAt: at('16:20'),
        breakMinutes: 45,
        hours: 7.25,
      },
      {
        name: 'Cy Absent',
        functionName: 'Stagehand',
        arrival: 'noShow',
        checkedInAt: null,
        checkedOutAt: null,
        breakMinutes: 0,
        hours: null,
      },
    ],
    signOff: {
      signerName: 'Clara Client',
      signedAt: at('16:45'),
      rating: 4,
      remark: 'Quick and tidy',
      signature: demoSignaturePng(3),
    },
    ...overrides,
  };
}

/** The PDF's text; pdfmake breaks lines after a hyphen or dash inside a word, which is joined again. */
const textOf = async (pdf: Buffer) => (await pdfText(pdf)).replace(/(\S[-–]) /g, '$1');

/** The images the PDF paints (pdfjs's operator list, no system tools needed). */
async function imageCount(pdf: Buffer): Promise<number> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  let images = 0;
  for (let number = 1; number <= document.numPages; number += 1) {
    const operators = await (await document.getPage(number)).getOperatorList();
    images += operators.fnArray.filter(
      (fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject,
    ).length;
  }
  await document.destroy();
  return images;
}

describe('crew documents (PDF)', () => {
  it('the delivery note holds the project, crew, place, date, each member’s hours, the total and the sign-off', async () => {
    const pdf = await renderCrewDocument(data(), 'deliveryNote');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Delivery note',
      '1001 · Autumn Arena Tour',
      'Load-in crew',
      'Arena Nord, Hafenstraße 1, Hamburg',
      '23 Nov 2026 08:00–16:00',
      'Chris Chief',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Ada Rigger\s+Rigger\s+08:00\s+16:30\s+30\s+8\.00/);
    expect(text).toMatch(/Ben Loader\s+Stagehand\s+08:20\s+16:20\s+45\s+7\.25/);
    expect(text).toMatch(/Total\s+15\.25/);
    expect(text).toMatch(/Signed by\s+Clara Client/);
    expect(text).toMatch(/Rating\s+4 ?\/ ?5/);
    expect(text).toContain('Quick and tidy');
    expect(await imageCount(pdf)).toBe(1);
  });

  it('the crew chief sheet shows each member’s arrival and no signature image', async () => {
    const pdf = await renderCrewDocument(data(), 'crewChiefSheet');
    const text = await textOf(pdf);
    expect(text).toContain('Crew chief sheet');
    expect(text).toMatch(/Ada Rigger\s+Rigger\s+Present/);
    expect(text).toMatch(/Ben Loader\s+Stagehand\s+Late/);
    expect(text).toMatch(/Cy Absent\s+Stagehand\s+No-show/);
    expect(text).toMatch(/Total\s+15\.25/);
    expect(await imageCount(pdf)).toBe(0);
  });

  it('before the sign-off the note says it is not signed; Welsh and German print their labels', async () => {
    expect(
      await textOf(await renderCrewDocument(data({ signOff: null }), 'deliveryNote')),
    ).toContain('Not signed by the client yet');
    expect(
      await textOf(await renderCrewDocument(data({ locale: 'cy' }), 'deliveryNote')),
    ).toContain('Llofnodwyd gan');
    expect(
      await textOf(
        await renderCrewDocument(data({ locale: 'de', timeZone: 'Europe/Berlin' }), 'deliveryNote'),
      ),
    ).toMatch(/Ada Rigger\s+Rigger\s+09:00\s+17:30/);
  });

  it('sums only the hours of members who have them', () => {
    expect(totalHoursOf(data().members)).toBe(15.25);
  });
});
