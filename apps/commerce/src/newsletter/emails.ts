/**
 * The newsletter's mails, in the subscriber's language: the confirmation mail (confirm link and
 * unsubscribe link) and the welcome mail once confirmed (unsubscribe link). Plain text and HTML.
 */

import { type StoreLanguage, storefrontPageIn } from '@ppe/shop-rules/languages';
import { escapeHtml } from '../lib/html.ts';
import type { EmailMessage } from '../lib/mail.ts';
import type { SubscriberMail } from './subscriptions.ts';

/** Where the storefront takes each link, in the subscriber's language: the contract of its newsletter pages. */
export const newsletterLink = (
  storefrontUrl: string,
  language: StoreLanguage,
  page: 'confirm' | 'unsubscribe',
  token: string,
) => storefrontPageIn(storefrontUrl, language, `/newsletter/${page}?${new URLSearchParams({ token })}`);

/**
 * The headers that give mail clients their own unsubscribe button (RFC 2369) working with one
 * POST and no page to visit (RFC 8058). The storefront's route at that path unsubscribes on POST;
 * a GET (a scanner or an old client following the link) only leads to the unsubscribe page.
 */
export const listUnsubscribeHeaders = (
  storefrontUrl: string,
  token: string,
  path = '/api/newsletter/unsubscribe',
): Record<string, string> => ({
  'List-Unsubscribe': `<${storefrontUrl}${path}?${new URLSearchParams({ token })}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

interface Words {
  confirmSubject: string;
  confirmIntro: (site: string) => string;
  confirmAsk: string;
  confirmButton: string;
  notYou: string;
  welcomeSubject: string;
  welcomeIntro: (site: string) => string;
  unsubscribeNote: string;
  unsubscribeButton: string;
}

const WORDS: Record<StoreLanguage, Words> = {
  en: {
    confirmSubject: 'Please confirm your newsletter subscription',
    confirmIntro: (site) => `Thank you for signing up for the ${site} newsletter.`,
    confirmAsk: 'Please confirm your subscription with this link (it works for 48 hours):',
    confirmButton: 'Confirm my subscription',
    notYou: 'If you did not sign up, ignore this email: without confirmation you will not hear from us.',
    welcomeSubject: 'Your newsletter subscription is confirmed',
    welcomeIntro: (site) => `Thank you for confirming. From now on you will receive the ${site} newsletter.`,
    unsubscribeNote: 'You can unsubscribe at any time with this link:',
    unsubscribeButton: 'Unsubscribe',
  },
  de: {
    confirmSubject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement',
    confirmIntro: (site) => `Vielen Dank für Ihre Anmeldung zum Newsletter von ${site}.`,
    confirmAsk: 'Bitte bestätigen Sie Ihr Abonnement mit diesem Link (er gilt 48 Stunden):',
    confirmButton: 'Abonnement bestätigen',
    notYou:
      'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Ohne Bestätigung erhalten Sie nichts von uns.',
    welcomeSubject: 'Ihr Newsletter-Abonnement ist bestätigt',
    welcomeIntro: (site) =>
      `Vielen Dank für Ihre Bestätigung. Ab jetzt erhalten Sie den Newsletter von ${site}.`,
    unsubscribeNote: 'Sie können sich jederzeit mit diesem Link abmelden:',
    unsubscribeButton: 'Abmelden',
  },
  es: {
    confirmSubject: 'Confirme su suscripción al boletín',
    confirmIntro: (site) => `Gracias por suscribirse al boletín de ${site}.`,
    confirmAsk: 'Confirme su suscripción con este enlace (es válido durante 48 horas):',
    confirmButton: 'Confirmar mi suscripción',
    notYou: 'Si no se ha suscrito, ignore este correo: sin confirmación no recibirá nada de nosotros.',
    welcomeSubject: 'Su suscripción al boletín está confirmada',
    welcomeIntro: (site) => `Gracias por confirmar. A partir de ahora recibirá el boletín de ${site}.`,
    unsubscribeNote: 'Puede darse de baja en cualquier momento con este enlace:',
    unsubscribeButton: 'Darme de baja',
  },
  fr: {
    confirmSubject: 'Merci de confirmer votre inscription à la newsletter',
    confirmIntro: (site) => `Merci de vous être inscrit à la newsletter de ${site}.`,
    confirmAsk: 'Veuillez confirmer votre inscription avec ce lien (valable 48 heures) :',
    confirmButton: 'Confirmer mon inscription',
    notYou:
      'Si vous ne vous êtes pas inscrit, ignorez cet e-mail : sans confirmation, vous ne recevrez rien de notre part.',
    welcomeSubject: 'Votre inscription à la newsletter est confirmée',
    welcomeIntro: (site) => `Merci de votre confirmation. Vous recevrez désormais la newsletter de ${site}.`,
    unsubscribeNote: 'Vous pouvez vous désinscrire à tout moment avec ce lien :',
    unsubscribeButton: 'Me désinscrire',
  },
  it: {
    confirmSubject: "Conferma l'iscrizione alla newsletter",
    confirmIntro: (site) => `Grazie per esserti iscritto alla newsletter di ${site}.`,
    confirmAsk: "Conferma l'iscrizione con questo link (valido per 48 ore):",
    confirmButton: "Conferma l'iscrizione",
    notYou: 'Se non ti sei iscritto, ignora questa email: senza conferma non riceverai nulla da noi.',
    welcomeSubject: 'La tua iscrizione alla newsletter è confermata',
    welcomeIntro: (site) => `Grazie per la conferma. D'ora in poi riceverai la newsletter di ${site}.`,
    unsubscribeNote: "Puoi annullare l'iscrizione in qualsiasi momento con questo link:",
    unsubscribeButton: "Annulla l'iscrizione",
  },
  'pt-br': {
    confirmSubject: 'Confirme sua inscrição na newsletter',
    confirmIntro: (site) => `Obrigado por se inscrever na newsletter da ${site}.`,
    confirmAsk: 'Confirme sua inscrição com este link (válido por 48 horas):',
    confirmButton: 'Confirmar minha inscrição',
    notYou: 'Se você não se inscreveu, ignore este e-mail: sem confirmação, você não receberá nada de nós.',
    welcomeSubject: 'Sua inscrição na newsletter está confirmada',
    welcomeIntro: (site) =>
      `Obrigado pela confirmação. A partir de agora você receberá a newsletter da ${site}.`,
    unsubscribeNote: 'Você pode cancelar a inscrição a qualquer momento com este link:',
    unsubscribeButton: 'Cancelar inscrição',
  },
};

export type Block = { text: string } | { link: string; label: string };

/**
 * A mail of paragraphs and links, in plain text and HTML, with the one-click unsubscribe headers
 * pointing at `unsubscribePath` (the newsletter's by default).
 */
export function compose(
  mail: Pick<SubscriberMail, 'email' | 'unsubscribeToken'>,
  storefrontUrl: string,
  subject: string,
  blocks: Block[],
  siteName: string,
  unsubscribePath?: string,
): EmailMessage {
  const text = [...blocks.map((block) => ('text' in block ? block.text : block.link)), siteName].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
${blocks
  .map((block) =>
    'text' in block
      ? `<p>${escapeHtml(block.text)}</p>`
      : `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`,
  )
  .join('\n')}
<p>${escapeHtml(siteName)}</p>
</body></html>`;
  return {
    to: mail.email,
    subject: `[${siteName}] ${subject}`,
    text,
    html,
    headers: listUnsubscribeHeaders(storefrontUrl, mail.unsubscribeToken, unsubscribePath),
  };
}

export function confirmationEmail(
  mail: SubscriberMail,
  storefrontUrl: string,
  siteName: string,
): EmailMessage {
  const words = WORDS[mail.language] ?? WORDS.en;
  return compose(
    mail,
    storefrontUrl,
    words.confirmSubject,
    [
      { text: words.confirmIntro(siteName) },
      { text: words.confirmAsk },
      {
        link: newsletterLink(storefrontUrl, mail.language, 'confirm', mail.confirmToken ?? ''),
        label: words.confirmButton,
      },
      { text: words.notYou },
      { text: words.unsubscribeNote },
      {
        link: newsletterLink(storefrontUrl, mail.language, 'unsubscribe', mail.unsubscribeToken),
        label: words.unsubscribeButton,
      },
    ],
    siteName,
  );
}

export function welcomeEmail(mail: SubscriberMail, storefrontUrl: string, siteName: string): EmailMessage {
  const words = WORDS[mail.language] ?? WORDS.en;
  return compose(
    mail,
    storefrontUrl,
    words.welcomeSubject,
    [
      { text: words.welcomeIntro(siteName) },
      { text: words.unsubscribeNote },
      {
        link: newsletterLink(storefrontUrl, mail.language, 'unsubscribe', mail.unsubscribeToken),
        label: words.unsubscribeButton,
      },
    ],
    siteName,
  );
}
