/**
 * The stock alert's mails, in the language the shopper asked in: the confirmation mail (confirm
 * link and unsubscribe link) and the one back-in-stock mail (product link and unsubscribe link).
 * Composed and headed (one-click unsubscribe) as the newsletter's mails are.
 */
import { type StoreLanguage, storefrontPageIn } from '@ppe/shop-rules/languages';
import type { EmailMessage } from '../lib/mail.ts';
import { compose } from '../newsletter/emails.ts';
import type { AlertMail } from './subscriptions.ts';

/** What the mails need of the shop. */
export interface AlertShop {
  siteName: string;
  storefrontUrl: string;
}

/** The product a back-in-stock mail is about, named in the shopper's language. */
export interface AlertItem {
  name: string;
  slug: string;
}

/** The storefront's one-click address (RFC 8058) for alert mails. */
export const ALERT_UNSUBSCRIBE_PATH = '/api/stock-alerts/unsubscribe';

/** Where the storefront takes each link: the contract of its stock alert pages. */
export const stockAlertLink = (
  storefrontUrl: string,
  language: StoreLanguage,
  page: 'confirm' | 'unsubscribe',
  token: string,
) => storefrontPageIn(storefrontUrl, language, `/stock-alerts/${page}?${new URLSearchParams({ token })}`);

interface Words {
  confirmSubject: (product: string) => string;
  confirmAsk: string;
  confirmButton: string;
  notYou: string;
  backSubject: (product: string) => string;
  backIntro: (product: string) => string;
  backButton: string;
  onlyOnce: string;
  unsubscribeNote: string;
  unsubscribeButton: string;
}

const WORDS: Record<StoreLanguage, Words> = {
  en: {
    confirmSubject: (product) => `Please confirm your stock alert for ${product}`,
    confirmAsk:
      'You asked to be emailed when this product is back in stock. Please confirm with this link (it works for 48 hours):',
    confirmButton: 'Confirm my stock alert',
    notYou: 'If you did not ask for this, ignore this email: without confirmation you will not hear from us.',
    backSubject: (product) => `${product} is back in stock`,
    backIntro: (product) => `Good news: ${product} is back in stock. You can order it now:`,
    backButton: 'View the product',
    onlyOnce: 'This is the only email about this alert; ask again on the product page for another one.',
    unsubscribeNote: 'You can cancel this alert at any time with this link:',
    unsubscribeButton: 'Cancel the alert',
  },
  de: {
    confirmSubject: (product) => `Bitte bestätigen Sie Ihre Verfügbarkeitsbenachrichtigung für ${product}`,
    confirmAsk:
      'Sie möchten per E-Mail erfahren, wenn dieses Produkt wieder vorrätig ist. Bitte bestätigen Sie mit diesem Link (er gilt 48 Stunden):',
    confirmButton: 'Benachrichtigung bestätigen',
    notYou:
      'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne Bestätigung erhalten Sie nichts von uns.',
    backSubject: (product) => `${product} ist wieder vorrätig`,
    backIntro: (product) => `Gute Nachricht: ${product} ist wieder vorrätig. Sie können es jetzt bestellen:`,
    backButton: 'Zum Produkt',
    onlyOnce:
      'Dies ist die einzige E-Mail zu dieser Benachrichtigung; für eine weitere fordern Sie sie auf der Produktseite erneut an.',
    unsubscribeNote: 'Sie können diese Benachrichtigung jederzeit mit diesem Link abbestellen:',
    unsubscribeButton: 'Benachrichtigung abbestellen',
  },
  es: {
    confirmSubject: (product) => `Confirme su aviso de disponibilidad de ${product}`,
    confirmAsk:
      'Ha pedido recibir un correo cuando este producto vuelva a estar disponible. Confírmelo con este enlace (es válido durante 48 horas):',
    confirmButton: 'Confirmar mi aviso',
    notYou: 'Si no lo ha pedido, ignore este correo: sin confirmación no recibirá nada de nosotros.',
    backSubject: (product) => `${product} vuelve a estar disponible`,
    backIntro: (product) => `Buenas noticias: ${product} vuelve a estar disponible. Ya puede pedirlo:`,
    backButton: 'Ver el producto',
    onlyOnce:
      'Este es el único correo de este aviso; pídalo de nuevo en la página del producto para recibir otro.',
    unsubscribeNote: 'Puede cancelar este aviso en cualquier momento con este enlace:',
    unsubscribeButton: 'Cancelar el aviso',
  },
  fr: {
    confirmSubject: (product) => `Merci de confirmer votre alerte de disponibilité pour ${product}`,
    confirmAsk:
      'Vous avez demandé à être prévenu par e-mail du retour en stock de ce produit. Veuillez confirmer avec ce lien (valable 48 heures) :',
    confirmButton: 'Confirmer mon alerte',
    notYou:
      "Si vous n'avez rien demandé, ignorez cet e-mail : sans confirmation, vous ne recevrez rien de notre part.",
    backSubject: (product) => `${product} est de nouveau en stock`,
    backIntro: (product) =>
      `Bonne nouvelle : ${product} est de nouveau en stock. Vous pouvez le commander dès maintenant :`,
    backButton: 'Voir le produit',
    onlyOnce: "C'est le seul e-mail de cette alerte ; demandez-en une nouvelle sur la page du produit.",
    unsubscribeNote: 'Vous pouvez annuler cette alerte à tout moment avec ce lien :',
    unsubscribeButton: "Annuler l'alerte",
  },
  it: {
    confirmSubject: (product) => `Conferma l'avviso di disponibilità per ${product}`,
    confirmAsk:
      "Hai chiesto di ricevere un'email quando questo prodotto tornerà disponibile. Conferma con questo link (valido per 48 ore):",
    confirmButton: "Conferma l'avviso",
    notYou: "Se non l'hai chiesto tu, ignora questa email: senza conferma non riceverai nulla da noi.",
    backSubject: (product) => `${product} è di nuovo disponibile`,
    backIntro: (product) => `Buone notizie: ${product} è di nuovo disponibile. Puoi ordinarlo ora:`,
    backButton: 'Vedi il prodotto',
    onlyOnce: "Questa è l'unica email di questo avviso; richiedine un altro dalla pagina del prodotto.",
    unsubscribeNote: 'Puoi annullare questo avviso in qualsiasi momento con questo link:',
    unsubscribeButton: "Annulla l'avviso",
  },
  'pt-br': {
    confirmSubject: (product) => `Confirme seu aviso de disponibilidade de ${product}`,
    confirmAsk:
      'Você pediu para receber um e-mail quando este produto voltar ao estoque. Confirme com este link (válido por 48 horas):',
    confirmButton: 'Confirmar meu aviso',
    notYou: 'Se você não pediu isso, ignore este e-mail: sem confirmação, você não receberá nada de nós.',
    backSubject: (product) => `${product} está de volta ao estoque`,
    backIntro: (product) => `Boa notícia: ${product} está de volta ao estoque. Você já pode pedi-lo:`,
    backButton: 'Ver o produto',
    onlyOnce: 'Este é o único e-mail deste aviso; peça outro na página do produto.',
    unsubscribeNote: 'Você pode cancelar este aviso a qualquer momento com este link:',
    unsubscribeButton: 'Cancelar o aviso',
  },
};

const wordsOf = (mail: AlertMail) => WORDS[mail.language] ?? WORDS.en;

const unsubscribeBlocks = (mail: AlertMail, shop: AlertShop, words: Words) => [
  { text: words.unsubscribeNote },
  {
    link: stockAlertLink(shop.storefrontUrl, mail.language, 'unsubscribe', mail.unsubscribeToken),
    label: words.unsubscribeButton,
  },
];

export function alertConfirmationEmail(mail: AlertMail, item: AlertItem, shop: AlertShop): EmailMessage {
  const words = wordsOf(mail);
  return compose(
    mail,
    shop.storefrontUrl,
    words.confirmSubject(item.name),
    [
      { text: item.name },
      { text: words.confirmAsk },
      {
        link: stockAlertLink(shop.storefrontUrl, mail.language, 'confirm', mail.confirmToken ?? ''),
        label: words.confirmButton,
      },
      { text: words.notYou },
      ...unsubscribeBlocks(mail, shop, words),
    ],
    shop.siteName,
    ALERT_UNSUBSCRIBE_PATH,
  );
}

export function backInStockEmail(mail: AlertMail, item: AlertItem, shop: AlertShop): EmailMessage {
  const words = wordsOf(mail);
  return compose(
    mail,
    shop.storefrontUrl,
    words.backSubject(item.name),
    [
      { text: words.backIntro(item.name) },
      {
        link: storefrontPageIn(
          shop.storefrontUrl,
          mail.language,
          `/product/${encodeURIComponent(item.slug)}`,
        ),
        label: words.backButton,
      },
      { text: words.onlyOnce },
      ...unsubscribeBlocks(mail, shop, words),
    ],
    shop.siteName,
    ALERT_UNSUBSCRIBE_PATH,
  );
}
