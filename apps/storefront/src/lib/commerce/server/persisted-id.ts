import { createHash } from 'node:crypto';
import { type DocumentNode, print } from 'graphql';

/**
 * A document's registered text and id, the same for the build-time registry
 * (src/graphql/generated/persisted-operations.json, which the backend may load) and for what the
 * server sends: the text is graphql's print of the document, the id the lowercase hex sha256 of
 * that text. Server and build only (node:crypto); the browser holds ids, never documents.
 */
const known = new WeakMap<DocumentNode, { text: string; id: string }>();

export function persistedEntry(document: DocumentNode): { text: string; id: string } {
  let entry = known.get(document);
  if (!entry) {
    const text = print(document);
    entry = { text, id: createHash('sha256').update(text, 'utf8').digest('hex') };
    known.set(document, entry);
  }
  return entry;
}
