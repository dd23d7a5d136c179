/**
 * The email an order's customer gets when the shop records the payment of an order that waited
 * for it (cash on delivery, bank transfer, cheque), as WooCommerce sends its "Processing order"
 * email on on-hold → processing and its "Completed order" email on completed: the payment is in,
 * and here are the files, each with its download link (a guest reads no order through the API, so
 * the email is how their files reach them). Gift cards the order bought are only mentioned: each
 * reaches its recipient by its own email (gift-cards/delivery.ts). In the language the order was
 * placed in (order-language.ts), as the checkout's notice of the files (email-downloads.ts).
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { escapeHtml } from '../lib/html.ts';
import type { EmailMessage } from '../lib/mail.ts';
import { orderReceivedLink } from './email-details.ts';
import type { OrderRow } from './types.ts';

/** The paid statuses this email announces. */
export type PaidOrderStatus = 'processing' | 'completed';

export interface PaidEmailTexts {
  subject: Record<PaidOrderStatus, (orderId: number) => string>;
  greeting: (name: string) => string;
  intro: Record<PaidOrderStatus, (orderId: number) => string>;
  downloads: string;
  giftCards: string;
  viewOrder: string;
}

export const PAID_EMAIL_TEXTS: Record<StoreLanguage, PaidEmailTexts> = {
  en: {
    subject: {
      processing: (id) => `Your payment for order #${id} has been received`,
      completed: (id) => `Your order #${id} is complete`,
    },
    greeting: (name) => (name ? `Hi ${name},` : 'Hello,'),
    intro: {
      processing: (id) =>
        `We have received your payment for order #${id}. Your order is now being processed.`,
      completed: (id) => `We have received your payment for order #${id}, and your order is now complete.`,
    },
    downloads: 'Your files are ready to download:',
    giftCards:
      'The gift cards you bought have been issued. Each is emailed to its recipient on the delivery date you chose.',
    viewOrder: 'View your order',
  },
  de: {
    subject: {
      processing: (id) => `Ihre Zahlung für Bestellung #${id} ist eingegangen`,
      completed: (id) => `Ihre Bestellung #${id} ist abgeschlossen`,
    },
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: {
      processing: (id) =>
        `Wir haben Ihre Zahlung für Bestellung #${id} erhalten. Ihre Bestellung wird jetzt bearbeitet.`,
      completed: (id) =>
        `Wir haben Ihre Zahlung für Bestellung #${id} erhalten, und Ihre Bestellung ist jetzt abgeschlossen.`,
    },
    downloads: 'Ihre Dateien stehen zum Herunterladen bereit:',
    giftCards:
      'Die gekauften Geschenkgutscheine sind ausgestellt. Jeder wird am gewählten Liefertag per E-Mail an seinen Empfänger geschickt.',
    viewOrder: 'Bestellung ansehen',
  },
  es: {
    subject: {
      processing: (id) => `Hemos recibido tu pago del pedido #${id}`,
      completed: (id) => `Tu pedido #${id} se ha completado`,
    },
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: {
      processing: (id) => `Hemos recibido tu pago del pedido #${id}. Ya estamos procesando tu pedido.`,
      completed: (id) => `Hemos recibido tu pago del pedido #${id} y tu pedido ya se ha completado.`,
    },
    downloads: 'Tus archivos ya se pueden descargar:',
    giftCards:
      'Las tarjetas regalo que has comprado ya se han emitido. Cada una se enviará por correo electrónico a su destinatario en la fecha de entrega que elegiste.',
    viewOrder: 'Ver tu pedido',
  },
  fr: {
    subject: {
      processing: (id) => `Votre paiement pour la commande #${id} a bien été reçu`,
      completed: (id) => `Votre commande #${id} est terminée`,
    },
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: {
      processing: (id) =>
        `Nous avons bien reçu votre paiement pour la commande #${id}. Votre commande est en cours de traitement.`,
      completed: (id) =>
        `Nous avons bien reçu votre paiement pour la commande #${id} et votre commande est maintenant terminée.`,
    },
    downloads: 'Vos fichiers sont prêts à être téléchargés :',
    giftCards:
      'Les cartes cadeaux que vous avez achetées ont été émises. Chacune est envoyée par e-mail à son destinataire à la date de livraison choisie.',
    viewOrder: 'Voir votre commande',
  },
  it: {
    subject: {
      processing: (id) => `Abbiamo ricevuto il tuo pagamento per l'ordine #${id}`,
      completed: (id) => `Il tuo ordine #${id} è stato completato`,
    },
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: {
      processing: (id) =>
        `Abbiamo ricevuto il tuo pagamento per l'ordine #${id}. Il tuo ordine è ora in lavorazione.`,
      completed: (id) =>
        `Abbiamo ricevuto il tuo pagamento per l'ordine #${id} e il tuo ordine è ora completato.`,
    },
    downloads: 'I tuoi file sono pronti per il download:',
    giftCards:
      'Le carte regalo che hai acquistato sono state emesse. Ognuna verrà inviata via e-mail al suo destinatario nella data di consegna che hai scelto.',
    viewOrder: 'Visualizza il tuo ordine',
  },
  'pt-br': {
    subject: {
      processing: (id) => `Recebemos o seu pagamento do pedido #${id}`,
      completed: (id) => `Seu pedido #${id} foi concluído`,
    },
    greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    intro: {
      processing: (id) => `Recebemos o seu pagamento do pedido #${id}. Seu pedido já está sendo processado.`,
      completed: (id) => `Recebemos o seu pagamento do pedido #${id} e seu pedido foi concluído.`,
    },
    downloads: 'Seus arquivos já podem ser baixados:',
    giftCards:
      'Os vales-presente que você comprou foram emitidos. Cada um será enviado por e-mail ao destinatário na data de entrega escolhida.',
    viewOrder: 'Ver o seu pedido',
  },
};

/** A file of the order with the link its customer downloads it by (downloads/links.ts). */
export interface EmailDownload {
  name: string;
  url: string;
}

export function orderPaidEmail(
  order: OrderRow & { status: PaidOrderStatus },
  downloads: EmailDownload[],
  /** Whether the payment issued gift cards just now. */
  giftCardsIssued: boolean,
  shop: { siteName: string; storefrontUrl: string },
  language: StoreLanguage,
): EmailMessage {
  const texts = PAID_EMAIL_TEXTS[language];
  const greeting = texts.greeting(order.billing.firstName ?? '');
  const intro = texts.intro[order.status](order.id);
  const link = orderReceivedLink(order, shop.storefrontUrl, language);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...(downloads.length > 0
      ? [texts.downloads, '', ...downloads.map((file) => `${file.name}: ${file.url}`), '']
      : []),
    ...(giftCardsIssued ? [texts.giftCards, ''] : []),
    `${texts.viewOrder}: ${link}`,
    '',
    shop.siteName,
  ].join('\n');
  const files = downloads
    .map((file) => `<li><a href="${escapeHtml(file.url)}">${escapeHtml(file.name)}</a></li>`)
    .join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${downloads.length > 0 ? `<p>${escapeHtml(texts.downloads)}</p>\n<ul>\n${files}\n</ul>\n` : ''}${
  giftCardsIssued ? `<p>${escapeHtml(texts.giftCards)}</p>\n` : ''
}<p><a href="${escapeHtml(link)}">${escapeHtml(texts.viewOrder)}</a></p>
<p>${escapeHtml(shop.siteName)}</p>
</body></html>`;
  return {
    to: order.billing.email ?? '',
    subject: `[${shop.siteName}] ${texts.subject[order.status](order.id)}`,
    text,
    html,
  };
}
