/**
 * WooCommerce's own shipping and payment methods named in the language of an order's email, as
 * the storefront names them at checkout (its storeWords catalogue). An order keeps the English
 * title it was placed with, as WooCommerce stores it; a title the store owner changed is the
 * owner's own word and stays as written.
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';

type Titles = Record<string, { en: string } & Partial<Record<StoreLanguage, string>>>;

const SHIPPING: Titles = {
  flat_rate: {
    en: 'Flat rate',
    de: 'Versandkostenpauschale',
    es: 'Tarifa plana',
    fr: 'Forfait',
    it: 'Tariffa fissa',
    'pt-br': 'Taxa fixa',
  },
  free_shipping: {
    en: 'Free shipping',
    de: 'Kostenloser Versand',
    es: 'Envío gratuito',
    fr: 'Livraison gratuite',
    it: 'Spedizione gratuita',
    'pt-br': 'Frete grátis',
  },
  local_pickup: {
    en: 'Local pickup',
    de: 'Abholung vor Ort',
    es: 'Recogida en tienda',
    fr: 'Retrait sur place',
    it: 'Ritiro in negozio',
    'pt-br': 'Retirada no local',
  },
};

const PAYMENT: Titles = {
  bacs: {
    en: 'Direct bank transfer',
    de: 'Direkte Banküberweisung',
    es: 'Transferencia bancaria directa',
    fr: 'Virement bancaire',
    it: 'Bonifico bancario diretto',
    'pt-br': 'Transferência bancária',
  },
  cheque: {
    en: 'Check payments',
    de: 'Zahlung per Scheck',
    es: 'Pago con cheque',
    fr: 'Paiement par chèque',
    it: 'Pagamento con assegno',
    'pt-br': 'Pagamento com cheque',
  },
  cod: {
    en: 'Cash on delivery',
    de: 'Nachnahme',
    es: 'Contra reembolso',
    fr: 'Paiement à la livraison',
    it: 'Pagamento alla consegna',
    'pt-br': 'Pagamento na entrega',
  },
};

const titleIn = (titles: Titles, id: string | null | undefined, stored: string, language: StoreLanguage) => {
  const known = id ? titles[id] : undefined;
  return known && known.en === stored ? (known[language] ?? stored) : stored;
};

/** A shipping line's method title in `language`. */
export const shippingTitleIn = (methodId: string, stored: string, language: StoreLanguage) =>
  titleIn(SHIPPING, methodId, stored, language);

/** An order's payment method title in `language`. */
export const paymentTitleIn = (gateway: string | null | undefined, stored: string, language: StoreLanguage) =>
  titleIn(PAYMENT, gateway, stored, language);
