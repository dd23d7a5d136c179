import type { ProductDocumentKind } from '../../db/schema/column-types.ts';

/** What a compliance document says about its product, ready to be worded in one language. */
export interface DocumentFacts {
  name: string;
  sku: string;
  /** Every standard the product meets, as shoppers read them: "EN 149, NIOSH N95". */
  standards: string;
  /** The European standards an EU declaration or certificate lists (all standards if none is EN). */
  euStandards: string;
  /** NIOSH approval numbers: "TC-84A-9315, TC-23C-2210". */
  approvals: string;
  /** Protective equipment under Regulation (EU) 2016/425 (true unless only medical standards apply). */
  ppe: boolean;
  /** A medical device under Regulation (EU) 2017/745 (EN 14683 masks, EN 455 gloves). */
  medical: boolean;
  /** Approved with chemical cartridges or canisters, which adds NIOSH caution H. */
  cartridges: boolean;
}

/** The wording of every compliance document in one language. */
export interface ComplianceTexts {
  titles: Record<ProductDocumentKind, string>;
  /** Written where a list is empty. */
  none: string;
  userInstructions: (facts: DocumentFacts) => string[];
  declaration: (facts: DocumentFacts) => string[];
  approvalLabel: (facts: DocumentFacts) => string[];
  safetyDataSheet: (facts: DocumentFacts) => string[];
  certificate: (facts: DocumentFacts) => string[];
}
