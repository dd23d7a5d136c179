/**
 * The email that brings a gift card to its recipient, in the language the card was bought in
 * (`gift_cards.language`, its order's): the words, the amount and the expiry day as that language
 * writes them. English reads as it always did.
 */
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { escapeHtml } from '../lib/html.ts';
import { formatDayIn, formatMoneyIn } from '../lib/locale-format.ts';
import type { EmailMessage } from '../lib/mail.ts';
import type { CurrencyFormat } from '../lib/money.ts';
import type { GiftCardRow } from './cards.ts';
import { utcDay } from './product.ts';

interface GiftCardWords {
  /** Who sent it, when the order names nobody. */
  someone: string;
  subject: (from: string, site: string) => string;
  greeting: (name: string) => string;
  sent: (from: string, site: string, amount: string) => string;
  code: (code: string) => string;
  howToUse: (storefrontUrl: string) => string;
  validUntil: (day: string) => string;
}

export const GIFT_CARD_EMAIL_TEXTS: Record<StoreLanguage, GiftCardWords> = {
  en: {
    someone: 'Someone',
    subject: (from, site) => `${from} sent you a ${site} gift card`,
    greeting: (name) => `Hi ${name},`,
    sent: (from, site, amount) => `${from} sent you a ${site} gift card worth ${amount}.`,
    code: (code) => `Your gift card code: ${code}`,
    howToUse: (url) => `Enter the code in the coupon field of your cart or at checkout on ${url}.`,
    validUntil: (day) => `It is valid until ${day}.`,
  },
  de: {
    someone: 'Jemand',
    subject: (from, site) => `${from} hat Ihnen einen Geschenkgutschein von ${site} geschickt`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    sent: (from, site, amount) =>
      `${from} hat Ihnen einen Geschenkgutschein von ${site} im Wert von ${amount} geschickt.`,
    code: (code) => `Ihr Gutscheincode: ${code}`,
    howToUse: (url) =>
      `Geben Sie den Code auf ${url} im Gutscheinfeld Ihres Warenkorbs oder an der Kasse ein.`,
    validUntil: (day) => `Er ist gültig bis zum ${day}.`,
  },
  es: {
    someone: 'Alguien',
    subject: (from, site) => `${from} te ha enviado una tarjeta regalo de ${site}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    sent: (from, site, amount) =>
      `${from} te ha enviado una tarjeta regalo de ${site} por valor de ${amount}.`,
    code: (code) => `El código de tu tarjeta regalo: ${code}`,
    howToUse: (url) =>
      `Introduce el código en el campo de cupón de tu carrito o al finalizar la compra en ${url}.`,
    validUntil: (day) => `Es válida hasta el ${day}.`,
  },
  fr: {
    someone: "Quelqu'un",
    subject: (from, site) => `${from} vous a envoyé une carte cadeau ${site}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    sent: (from, site, amount) => `${from} vous a envoyé une carte cadeau ${site} d'une valeur de ${amount}.`,
    code: (code) => `Le code de votre carte cadeau : ${code}`,
    howToUse: (url) =>
      `Saisissez le code dans le champ « code promo » de votre panier ou lors de la commande sur ${url}.`,
    validUntil: (day) => `Elle est valable jusqu'au ${day}.`,
  },
  it: {
    someone: 'Qualcuno',
    subject: (from, site) => `${from} ti ha inviato una carta regalo ${site}`,
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    sent: (from, site, amount) => `${from} ti ha inviato una carta regalo ${site} del valore di ${amount}.`,
    code: (code) => `Il codice della tua carta regalo: ${code}`,
    howToUse: (url) =>
      `Inserisci il codice nel campo coupon del carrello o al momento del pagamento su ${url}.`,
    validUntil: (day) => `È valida fino al ${day}.`,
  },
  'pt-br': {
    someone: 'Alguém',
    subject: (from, site) => `${from} enviou para você um vale-presente da ${site}`,
    greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    sent: (from, site, amount) =>
      `${from} enviou para você um vale-presente da ${site} no valor de ${amount}.`,
    code: (code) => `O código do seu vale-presente: ${code}`,
    howToUse: (url) =>
      `Digite o código no campo de cupom do seu carrinho ou ao finalizar a compra em ${url}.`,
    validUntil: (day) => `Ele é válido até ${day}.`,
  },
};

export interface GiftCardEmailShop {
  siteName: string;
  storefrontUrl: string;
  currency: CurrencyFormat;
}

export function giftCardEmail(card: GiftCardRow, shop: GiftCardEmailShop): EmailMessage {
  const language = card.language ?? DEFAULT_LANGUAGE;
  const words = GIFT_CARD_EMAIL_TEXTS[language] ?? GIFT_CARD_EMAIL_TEXTS.en;
  const amount = formatMoneyIn(card.balance, shop.currency, language);
  const from = card.purchaserName || words.someone;
  const day = (date: Date) => (language === DEFAULT_LANGUAGE ? utcDay(date) : formatDayIn(date, language));
  const lines = [
    words.greeting(card.recipientName),
    '',
    words.sent(from, shop.siteName, amount),
    ...(card.message ? ['', card.message] : []),
    '',
    words.code(card.code),
    '',
    words.howToUse(shop.storefrontUrl),
    ...(card.expiresAt ? [words.validUntil(day(card.expiresAt))] : []),
  ];
  const html = lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)).join('\n');
  return {
    to: card.recipientEmail,
    subject: words.subject(from, shop.siteName),
    text: lines.join('\n'),
    html,
  };
}
