import { describe, expect, it } from 'vitest';
import { demoFile, isDemoFile } from './demo-files.ts';
import { renderPdf } from './pdf.ts';

/** Checks the structure a PDF reader relies on: header, every xref offset, startxref, trailer. */
function checkStructure(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
  });
  const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text);
  const length = Number(stream?.[1]);
  const start = (stream?.index ?? 0) + (stream?.[0].length ?? 0);
  expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
}

describe('renderPdf', () => {
  it('writes a well-formed one-page PDF with the title and text', () => {
    const pdf = renderPdf({
      title: 'Inspection checklist',
      paragraphs: ['First line (with parens) and a \\ backslash.'],
    });
    checkStructure(pdf);
    const text = pdf.toString('latin1');
    expect(text).toContain('(Inspection checklist) Tj');
    expect(text).toContain('(First line \\(with parens\\) and a \\\\ backslash.) Tj');
  });

  it('keeps offsets right with text outside ASCII', () => {
    const pdf = renderPdf({
      title: 'Gebrauchsanleitung – Größe M',
      paragraphs: ['Ünïcode “quotes” and 日本'],
    });
    checkStructure(pdf);
    expect(pdf.toString('latin1')).toContain('(Gebrauchsanleitung - Größe M) Tj');
    expect(pdf.toString('latin1')).toContain('(\u00dcn\u00efcode "quotes" and ??) Tj');
  });
});

describe('demo files', () => {
  it('renders each seeded /downloads/*.pdf entry as a named PDF', () => {
    const file = demoFile('/downloads/welding-safety-ebook.pdf', {
      productName: 'Welding eBook',
      name: 'The eBook',
    });
    expect(file?.fileName).toBe('welding-safety-ebook.pdf');
    expect(file?.contentType).toBe('application/pdf');
    checkStructure(file?.body ?? Buffer.alloc(0));
    expect(file?.body.toString('latin1')).toContain('Product: Welding eBook');
  });

  it('knows only its own paths', () => {
    expect(isDemoFile('/downloads/../secret.pdf')).toBe(false);
    expect(demoFile('https://example.com/file.pdf', { productName: 'x', name: 'y' })).toBeNull();
  });
});
