/**
 * The words of the order-confirmation email (email.ts) and of its payment section
 * (email-payment.ts) in each of the store's languages; the email is written in the language the
 * order was placed in (order-language.ts). English is WooCommerce's wording.
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';

export interface OrderEmailTexts {
  subject: (orderId: number) => string;
  greeting: (name: string) => string;
  intro: { onHold: (orderId: number) => string; processing: (orderId: number) => string };
  order: (orderId: number) => string;
  product: string;
  price: string;
  subtotal: string;
  discount: string;
  shipping: string;
  /** The shipping row: the amount "via" the method. */
  via: (amount: string, method: string) => string;
  tax: string;
  giftCard: (code: string) => string;
  paymentMethod: string;
  total: string;
  note: string;
  /** The buyer's purchase-order number and their note for the receiving dock. */
  purchaseOrder: string;
  dockNote: string;
  billingAddress: string;
  shippingAddress: string;
  viewOrder: string;
  bankDetails: string;
  bank: string;
  accountNumber: string;
  sortCode: string;
}

export const ORDER_EMAIL_TEXTS: Record<StoreLanguage, OrderEmailTexts> = {
  en: {
    subject: (id) => `Your order #${id} has been received`,
    greeting: (name) => `Hi ${name},`,
    intro: {
      onHold: (id) =>
        `Thank you for your order. We have received your order #${id}; it is on hold until we confirm that your payment has arrived.`,
      processing: (id) =>
        `Thank you for your order. We have received your order #${id} and it is now being processed.`,
    },
    order: (id) => `Order #${id}`,
    product: 'Product',
    price: 'Price',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    via: (amount, method) => `${amount} via ${method}`,
    tax: 'Tax',
    giftCard: (code) => `Gift card ${code}`,
    paymentMethod: 'Payment method',
    total: 'Total',
    note: 'Note',
    purchaseOrder: 'Purchase order number',
    dockNote: 'Delivery note',
    billingAddress: 'Billing address',
    shippingAddress: 'Shipping address',
    viewOrder: 'View your order',
    bankDetails: 'Our bank details',
    bank: 'Bank',
    accountNumber: 'Account number',
    sortCode: 'Sort code',
  },
  de: {
    subject: (id) => `Ihre Bestellung #${id} ist eingegangen`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: {
      onHold: (id) =>
        `Vielen Dank für Ihre Bestellung. Ihre Bestellung #${id} ist bei uns eingegangen; sie wird zurückgehalten, bis wir den Eingang Ihrer Zahlung bestätigt haben.`,
      processing: (id) =>
        `Vielen Dank für Ihre Bestellung. Ihre Bestellung #${id} ist bei uns eingegangen und wird jetzt bearbeitet.`,
    },
    order: (id) => `Bestellung #${id}`,
    product: 'Produkt',
    price: 'Preis',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    via: (amount, method) => `${amount} über ${method}`,
    tax: 'MwSt.',
    giftCard: (code) => `Geschenkgutschein ${code}`,
    paymentMethod: 'Zahlungsart',
    total: 'Gesamtsumme',
    note: 'Anmerkung',
    purchaseOrder: 'Bestellnummer (PO)',
    dockNote: 'Lieferhinweis',
    billingAddress: 'Rechnungsadresse',
    shippingAddress: 'Lieferadresse',
    viewOrder: 'Bestellung ansehen',
    bankDetails: 'Unsere Bankverbindung',
    bank: 'Bank',
    accountNumber: 'Kontonummer',
    sortCode: 'Bankleitzahl',
  },
  es: {
    subject: (id) => `Hemos recibido tu pedido #${id}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: {
      onHold: (id) =>
        `Gracias por tu pedido. Hemos recibido tu pedido #${id}; queda en espera hasta que confirmemos que ha llegado tu pago.`,
      processing: (id) =>
        `Gracias por tu pedido. Hemos recibido tu pedido #${id} y ya lo estamos procesando.`,
    },
    order: (id) => `Pedido #${id}`,
    product: 'Producto',
    price: 'Precio',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    shipping: 'Envío',
    via: (amount, method) => `${amount} mediante ${method}`,
    tax: 'Impuestos',
    giftCard: (code) => `Tarjeta regalo ${code}`,
    paymentMethod: 'Método de pago',
    total: 'Total',
    note: 'Nota',
    purchaseOrder: 'Número de orden de compra',
    dockNote: 'Nota de entrega',
    billingAddress: 'Dirección de facturación',
    shippingAddress: 'Dirección de envío',
    viewOrder: 'Ver tu pedido',
    bankDetails: 'Nuestros datos bancarios',
    bank: 'Banco',
    accountNumber: 'Número de cuenta',
    sortCode: 'Código de sucursal',
  },
  fr: {
    subject: (id) => `Votre commande #${id} a bien été reçue`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: {
      onHold: (id) =>
        `Merci pour votre commande. Nous avons bien reçu votre commande #${id} ; elle est en attente jusqu'à ce que nous confirmions la réception de votre paiement.`,
      processing: (id) =>
        `Merci pour votre commande. Nous avons bien reçu votre commande #${id} et elle est en cours de traitement.`,
    },
    order: (id) => `Commande #${id}`,
    product: 'Produit',
    price: 'Prix',
    subtotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    via: (amount, method) => `${amount} via ${method}`,
    tax: 'TVA',
    giftCard: (code) => `Carte cadeau ${code}`,
    paymentMethod: 'Moyen de paiement',
    total: 'Total',
    note: 'Note',
    purchaseOrder: 'Numéro de bon de commande',
    dockNote: 'Note de livraison',
    billingAddress: 'Adresse de facturation',
    shippingAddress: 'Adresse de livraison',
    viewOrder: 'Voir votre commande',
    bankDetails: 'Nos coordonnées bancaires',
    bank: 'Banque',
    accountNumber: 'Numéro de compte',
    sortCode: 'Code guichet',
  },
  it: {
    subject: (id) => `Abbiamo ricevuto il tuo ordine #${id}`,
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: {
      onHold: (id) =>
        `Grazie per il tuo ordine. Abbiamo ricevuto il tuo ordine #${id}; resterà in sospeso finché non confermeremo la ricezione del pagamento.`,
      processing: (id) =>
        `Grazie per il tuo ordine. Abbiamo ricevuto il tuo ordine #${id} ed è ora in lavorazione.`,
    },
    order: (id) => `Ordine #${id}`,
    product: 'Prodotto',
    price: 'Prezzo',
    subtotal: 'Subtotale',
    discount: 'Sconto',
    shipping: 'Spedizione',
    via: (amount, method) => `${amount} tramite ${method}`,
    tax: 'IVA',
    giftCard: (code) => `Carta regalo ${code}`,
    paymentMethod: 'Metodo di pagamento',
    total: 'Totale',
    note: 'Nota',
    purchaseOrder: 'Numero d’ordine d’acquisto',
    dockNote: 'Nota di consegna',
    billingAddress: 'Indirizzo di fatturazione',
    shippingAddress: 'Indirizzo di spedizione',
    viewOrder: 'Visualizza il tuo ordine',
    bankDetails: 'Le nostre coordinate bancarie',
    bank: 'Banca',
    accountNumber: 'Numero di conto',
    sortCode: 'Codice filiale',
  },
  'pt-br': {
    subject: (id) => `Recebemos o seu pedido #${id}`,
    greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    intro: {
      onHold: (id) =>
        `Obrigado pelo seu pedido. Recebemos o seu pedido #${id}; ele ficará aguardando até confirmarmos o recebimento do seu pagamento.`,
      processing: (id) =>
        `Obrigado pelo seu pedido. Recebemos o seu pedido #${id} e ele já está sendo processado.`,
    },
    order: (id) => `Pedido #${id}`,
    product: 'Produto',
    price: 'Preço',
    subtotal: 'Subtotal',
    discount: 'Desconto',
    shipping: 'Frete',
    via: (amount, method) => `${amount} via ${method}`,
    tax: 'Impostos',
    giftCard: (code) => `Vale-presente ${code}`,
    paymentMethod: 'Forma de pagamento',
    total: 'Total',
    note: 'Observação',
    purchaseOrder: 'Número do pedido de compra',
    dockNote: 'Observação de entrega',
    billingAddress: 'Endereço de cobrança',
    shippingAddress: 'Endereço de entrega',
    viewOrder: 'Ver o seu pedido',
    bankDetails: 'Nossos dados bancários',
    bank: 'Banco',
    accountNumber: 'Número da conta',
    sortCode: 'Agência',
  },
};
