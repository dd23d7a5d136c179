/**
 * The values resolvers hand on as the parents of the schema's object types (a product row, a cart
 * view, an order row …), by name: the generated resolver types (generated/resolvers-types.ts)
 * type each parent with these. Each domain registers the models it defines beside their
 * definition, so this kit names no domain:
 *
 *   declare module '../graphql/models.ts' {
 *     interface ResolverModels { CartView: CartView }
 *   }
 *
 * A model the codegen mappers name (codegen.ts) that no domain registers fails the type check here.
 */

// biome-ignore lint/suspicious/noEmptyInterface: filled by the domains' declarations (see above).
export interface ResolverModels {}

export type ProductRecord = ResolverModels['ProductRecord'];
export type VariationRow = ResolverModels['VariationRow'];
export type MediaRow = ResolverModels['MediaRow'];
export type TermRow = ResolverModels['TermRow'];
export type ReviewRow = ResolverModels['ReviewRow'];
export type AttributeView = ResolverModels['AttributeView'];
export type ProductConnectionSource = ResolverModels['ProductConnectionSource'];
export type ReviewAuthor = ResolverModels['ReviewAuthor'];
export type PostRow = ResolverModels['PostRow'];
export type CartView = ResolverModels['CartView'];
export type CartLineView = ResolverModels['CartLineView'];
export type AppliedCouponView = ResolverModels['AppliedCouponView'];
export type ShippingRateView = ResolverModels['ShippingRateView'];
export type QuantityTierView = ResolverModels['QuantityTierView'];
export type AppliedTierView = ResolverModels['AppliedTierView'];
export type AppliedGiftCardView = ResolverModels['AppliedGiftCardView'];
export type GiftCardRow = ResolverModels['GiftCardRow'];
export type OrderGiftCardPaymentView = ResolverModels['OrderGiftCardPaymentView'];
export type OrderRow = ResolverModels['OrderRow'];
export type OrderItemRow = ResolverModels['OrderItemRow'];
export type DownloadableItemSource = ResolverModels['DownloadableItemSource'];
export type CustomerSource = ResolverModels['CustomerSource'];
export type UserSource = ResolverModels['UserSource'];
export type LoginClientSource = ResolverModels['LoginClientSource'];
