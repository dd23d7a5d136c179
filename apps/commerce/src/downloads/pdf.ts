/**
 * A tiny PDF writer: one A4 page of Helvetica text (a title and lines), enough for the demo
 * store's downloadable documents without a PDF library. Text outside Latin-1 is replaced,
 * since the standard fonts only know WinAnsi.
 */

const WIN_ANSI = /^[\x20-\x7e\xa0-\xff]*$/;

/** A character the standard fonts can draw: itself, its unaccented form, or '?'. */
function winAnsi(character: string): string {
  if (WIN_ANSI.test(character)) return character;
  const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
  return WIN_ANSI.test(base) ? base : '?';
}

const escapeText = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/./gu, winAnsi)
    .replace(/[\\()]/g, (c) => `\\${c}`);

/** Splits a paragraph into lines of at most `width` characters, at spaces. */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

export function renderPdf(document: { title: string; paragraphs: string[] }): Buffer {
  const body = document.paragraphs.flatMap((paragraph) => [...wrap(paragraph, 85), '']);
  const stream = [
    'BT',
    '/F2 18 Tf',
    '56 780 Td',
    `(${escapeText(document.title)}) Tj`,
    '/F1 11 Tf',
    '0 -32 Td',
    '14 TL',
    ...body.map((line) => `(${escapeText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  // The cross-reference table gives each object's byte offset, so lengths are counted in Latin-1.
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
