import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text';
import { renderPdf } from './pdf';

describe('renderPdf', () => {
  it('makes a PDF whose text keeps umlauts and Welsh ŵ ŷ (DejaVu Sans embedded)', async () => {
    const pdf = await renderPdf({
      content: ['Lohnabrechnung für Jürgen Äßmann', 'Cyflog: ŵ ŷ Ŵ Ŷ — dŵr, tŷ'],
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Lohnabrechnung für Jürgen Äßmann');
    expect(text).toContain('dŵr, tŷ');
    expect(pdf.toString('latin1')).toContain('DejaVuSans');
  });

  it('fetches no URL and reads no file but its fonts', async () => {
    await expect(
      renderPdf({ content: [{ image: 'http://169.254.169.254/latest/meta-data' }] }),
    ).rejects.toThrow();
    await expect(renderPdf({ content: [{ image: '/etc/passwd' }] })).rejects.toThrow();
  });
});
