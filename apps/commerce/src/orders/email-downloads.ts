/**
 * The sentence an order's email adds when the order has files to download but waits on hold for its
 * payment (cash on delivery, bank transfer, cheque): when they become available. In the language
 * the shopper checked out in (the storefront speaks six); the rest of the email is the shop's.
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import type { OrderRow } from './types.ts';

export const DOWNLOADS_AFTER_PAYMENT: Record<StoreLanguage, string> = {
  en: 'The files you bought can be downloaded once we have received your payment.',
  de: 'Die gekauften Dateien können Sie herunterladen, sobald Ihre Zahlung bei uns eingegangen ist.',
  es: 'Podrás descargar los archivos que has comprado en cuanto recibamos tu pago.',
  fr: 'Vous pourrez télécharger les fichiers achetés dès que nous aurons reçu votre paiement.',
  it: 'Potrai scaricare i file acquistati non appena avremo ricevuto il tuo pagamento.',
  'pt-br': 'Você poderá baixar os arquivos comprados assim que recebermos o seu pagamento.',
};

/** The notice for this order, or null when it has nothing waiting for its payment. */
export const downloadsNotice = (
  order: Pick<OrderRow, 'status'>,
  hasDownloadableItem: boolean,
  language: StoreLanguage,
): string | null =>
  order.status === 'on-hold' && hasDownloadableItem ? DOWNLOADS_AFTER_PAYMENT[language] : null;
