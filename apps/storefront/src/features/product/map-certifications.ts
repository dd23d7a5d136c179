/**
 * A product's approvals, standards and documents, as the certifications block shows them. Stock
 * data first: the standards and protection ratings are global attributes (as a stock site keeps
 * them, filterable in the catalogue), and NIOSH approval numbers are attribute values of the form
 * TC-84A-9315, wherever the owner typed them (a stock site's local attribute). Documents come from
 * the compliance-documents extension and are simply absent without it.
 */
import type { ComposedProduct } from '@/graphql/product-document';
import { safeLinkUrl } from '@/lib/html/safe-link';
import type { Certifications, DocumentKind } from './types';

/** Global attributes that state what a product is certified to, in the order the block lists them. */
export const CERTIFICATION_ATTRIBUTES = ['pa_standard', 'pa_filterclass', 'pa_cutlevel', 'pa_shade'];

/**
 * A NIOSH approval number: "TC-" and the schedule (84A particulate respirators, 23C chemical
 * cartridges, 21C powered air, 19C supplied air, 13F/14G breathing apparatus and gas masks), then
 * the approval's own number (42 CFR 84; NIOSH's Certified Equipment List lists them so).
 */
const NIOSH_APPROVAL = /\bTC-(\d{2}[A-Z])-(\d{4})\b/g;

/**
 * The approval's entry on NIOSH's Certified Equipment List, the certifier's public listing,
 * which its search finds by schedule and approval number.
 */
export const nioshListingUrl = (schedule: string, number: string) =>
  `https://wwwn.cdc.gov/NIOSH-CEL/Results?Schedule=${schedule}&ApprovalNumber=${number}`;

const KINDS: Record<string, DocumentKind> = {
  USER_INSTRUCTIONS: 'userInstructions',
  DECLARATION_OF_CONFORMITY: 'declarationOfConformity',
  CERTIFICATE: 'certificate',
  SAFETY_DATA_SHEET: 'safetyDataSheet',
  APPROVAL_LABEL: 'approvalLabel',
};

/** An attribute as getProduct reads it (ProductDetails): a global one with its terms' names. */
interface AttributeNode {
  name?: string | null;
  label?: string | null;
  options?: (string | null)[] | null;
  terms?: { nodes: { name?: string | null }[] } | null;
}

const valuesOf = (attribute: AttributeNode): string[] =>
  'terms' in attribute && attribute.terms
    ? attribute.terms.nodes.flatMap((term) => (term.name ? [term.name] : []))
    : (attribute.options ?? []).flatMap((option) => (option ? [option] : []));

export function certifications(node: ComposedProduct): Certifications {
  const attributes: readonly AttributeNode[] = 'attributes' in node ? (node.attributes?.nodes ?? []) : [];
  const approvals = new Map<string, string>();
  for (const attribute of attributes) {
    for (const value of valuesOf(attribute)) {
      for (const [number, schedule, serial] of value.matchAll(NIOSH_APPROVAL)) {
        if (schedule && serial) approvals.set(number, nioshListingUrl(schedule, serial));
      }
    }
  }
  const ratings = CERTIFICATION_ATTRIBUTES.flatMap((name) =>
    attributes
      .filter((attribute) => attribute.name === name)
      .map((attribute) => ({ label: attribute.label || name, values: valuesOf(attribute) }))
      .filter((rating) => rating.values.length > 0),
  );
  const documents = (node.documents ?? []).flatMap((document) => {
    const url = safeLinkUrl(document.file);
    const kind = KINDS[document.kind];
    return url && kind ? [{ kind, url, language: document.language, byteSize: document.byteSize }] : [];
  });
  return {
    approvals: [...approvals].map(([number, url]) => ({ number, url })),
    ratings,
    documents,
  };
}
