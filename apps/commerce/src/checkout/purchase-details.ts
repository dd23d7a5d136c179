/**
 * The purchase details of a checkout (@ppe/shop-rules/purchase-details): the purchase-order
 * number and the dock note arrive as order meta data, the company as the billing address's own
 * field. Checked before anything is placed, so a refusal changes nothing; what passes is stored
 * trimmed, and an empty detail is not stored at all.
 */
import type { MessageCode } from '@ppe/shop-rules/messages';
import {
  DOCK_NOTE_META_KEY,
  PURCHASE_DETAILS_LIMITS,
  PURCHASE_ORDER_META_KEY,
  type PurchaseDetailField,
  type PurchaseDetailProblem,
  purchaseDetailProblem,
} from '@ppe/shop-rules/purchase-details';
import type { AddressFields, MetaDataEntry } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';

const META_KEYS: Record<string, 'purchaseOrder' | 'dockNote'> = {
  [PURCHASE_ORDER_META_KEY]: 'purchaseOrder',
  [DOCK_NOTE_META_KEY]: 'dockNote',
};

/** The field as the checkout form names it (extensions.field and fieldErrors). */
const FORM_FIELD: Record<PurchaseDetailField, string> = {
  purchaseOrder: 'purchaseOrder',
  dockNote: 'dockNote',
  company: 'billing.company',
};

const LABEL: Record<PurchaseDetailField, string> = {
  purchaseOrder: 'purchase-order number',
  dockNote: 'delivery note',
  company: 'company name',
};

const TOO_LONG: Record<PurchaseDetailField, MessageCode> = {
  purchaseOrder: 'PURCHASE_ORDER_TOO_LONG',
  dockNote: 'DOCK_NOTE_TOO_LONG',
  company: 'COMPANY_TOO_LONG',
};

function refusal(field: PurchaseDetailField, problem: PurchaseDetailProblem): UserInputError {
  const max = PURCHASE_DETAILS_LIMITS[field];
  const [message, code, params]: [string, MessageCode, Record<string, number>] =
    problem === 'required'
      ? ['Please enter your purchase-order number.', 'PURCHASE_ORDER_REQUIRED', {}]
      : problem === 'too_long'
        ? [`Please keep the ${LABEL[field]} under ${max} characters.`, TOO_LONG[field], { max }]
        : [
            `Please remove the special characters from the ${LABEL[field]}: use letters, digits and punctuation only.`,
            'PURCHASE_DETAILS_INVALID_CHARACTERS',
            {},
          ];
  const error = new UserInputError(message, { code, field: FORM_FIELD[field], params });
  Object.assign(error.extensions, { fieldErrors: [{ field: FORM_FIELD[field], code: problem }] });
  return error;
}

/**
 * The checkout's meta data with the purchase details checked and trimmed (an empty one dropped);
 * throws the first problem. `required`: the store asks every order for a purchase-order number
 * (COMMERCE_PURCHASE_ORDER_REQUIRED).
 */
export function checkedPurchaseDetails(
  metaData: MetaDataEntry[],
  billing: AddressFields,
  required: boolean,
): MetaDataEntry[] {
  const companyProblem = purchaseDetailProblem('company', billing.company ?? '');
  if (companyProblem) throw refusal('company', companyProblem);
  // Every entry under one of these keys is checked, a repeated one too: each would be stored.
  const ours = metaData.filter((entry) => Object.hasOwn(META_KEYS, entry.key));
  for (const entry of ours) {
    const field = META_KEYS[entry.key] as 'purchaseOrder' | 'dockNote';
    const problem = purchaseDetailProblem(field, entry.value);
    if (problem) throw refusal(field, problem);
  }
  const numbered = ours.some((entry) => entry.key === PURCHASE_ORDER_META_KEY && entry.value.trim());
  if (required && !numbered) throw refusal('purchaseOrder', 'required');
  return metaData.flatMap((entry) => {
    if (!Object.hasOwn(META_KEYS, entry.key)) return [entry];
    const value = entry.value.trim();
    return value ? [{ key: entry.key, value }] : [];
  });
}
