/**
 * The demo store's downloadable files. The seed names them `/downloads/<name>.pdf`; rather than
 * keeping binaries in the repository, each is rendered on request as a short PDF naming the
 * product and the document, so every seeded entry is a real, openable file.
 */
import { renderPdf } from './pdf.ts';

export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const DEMO_FILE = /^\/downloads\/([a-z0-9-]+)\.pdf$/;

export const isDemoFile = (file: string) => DEMO_FILE.test(file);

export function demoFile(file: string, document: { productName: string; name: string }): DownloadFile | null {
  const match = DEMO_FILE.exec(file);
  if (!match) return null;
  const fileName = `${match[1]}.pdf`;
  return {
    fileName,
    contentType: 'application/pdf',
    body: renderPdf({
      title: document.name,
      paragraphs: [
        `Product: ${document.productName}`,
        `File: ${fileName}`,
        'SafetyGear Pro demo document. In a live store this file holds the full text; here it stands in for it so that downloads, their limits and their expiry can be tried end to end.',
        'Keep this document with the product. Read the instructions before use, inspect the equipment before each use and replace it when damaged.',
      ],
    }),
  };
}
