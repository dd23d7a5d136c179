/**
 * The password-reset email (WooCommerce's customer-reset-password), as plain text and HTML, in the
 * account's language (the one it last used the shop in; resolvers.ts picks it). English is
 * WooCommerce's wording.
 */
import { DEFAULT_LANGUAGE, type StoreLanguage, storefrontPageIn } from '@ppe/shop-rules/languages';
import { escapeHtml } from '../lib/html.ts';
import type { EmailMessage } from '../lib/mail.ts';
import type { CustomerRow } from './customers.ts';

/** Where the storefront takes the new password, in the mail's language: contract of the lost-password page. */
export const passwordResetLink = (
  storefrontUrl: string,
  language: StoreLanguage,
  key: string,
  login: string,
) =>
  storefrontPageIn(
    storefrontUrl,
    language,
    `/my-account/lost-password?${new URLSearchParams({ key, login })}`,
  );

interface ResetWords {
  subject: string;
  greeting: (name: string) => string;
  requested: (site: string) => string;
  username: (username: string) => string;
  notYou: string;
  proceed: string;
  button: string;
  thanks: string;
}

export const PASSWORD_RESET_TEXTS: Record<StoreLanguage, ResetWords> = {
  en: {
    subject: 'Password Reset Request',
    greeting: (name) => `Hi ${name},`,
    requested: (site) => `Someone has requested a new password for the following account on ${site}:`,
    username: (username) => `Username: ${username}`,
    notYou: "If you didn't make this request, just ignore this email and your password stays as it is.",
    proceed: 'If you would like to proceed, choose a new password here (the link works once, for one hour):',
    button: 'Click here to reset your password',
    thanks: 'Thanks for reading.',
  },
  de: {
    subject: 'Anfrage zum Zurücksetzen des Passworts',
    greeting: (name) => `Hallo ${name},`,
    requested: (site) => `Jemand hat ein neues Passwort für das folgende Konto bei ${site} angefordert:`,
    username: (username) => `Benutzername: ${username}`,
    notYou:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Ihr Passwort bleibt dann unverändert.',
    proceed:
      'Wenn Sie fortfahren möchten, wählen Sie hier ein neues Passwort (der Link funktioniert einmal, eine Stunde lang):',
    button: 'Hier klicken, um Ihr Passwort zurückzusetzen',
    thanks: 'Vielen Dank.',
  },
  es: {
    subject: 'Solicitud de restablecimiento de contraseña',
    greeting: (name) => `Hola, ${name}:`,
    requested: (site) => `Alguien ha solicitado una nueva contraseña para la siguiente cuenta en ${site}:`,
    username: (username) => `Nombre de usuario: ${username}`,
    notYou: 'Si no has hecho esta solicitud, ignora este correo y tu contraseña seguirá siendo la misma.',
    proceed:
      'Si quieres continuar, elige una nueva contraseña aquí (el enlace funciona una vez, durante una hora):',
    button: 'Haz clic aquí para restablecer tu contraseña',
    thanks: 'Gracias por leernos.',
  },
  fr: {
    subject: 'Demande de réinitialisation du mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    requested: (site) => `Quelqu'un a demandé un nouveau mot de passe pour le compte suivant sur ${site} :`,
    username: (username) => `Identifiant : ${username}`,
    notYou:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail : votre mot de passe restera inchangé.",
    proceed:
      'Si vous souhaitez continuer, choisissez un nouveau mot de passe ici (le lien fonctionne une fois, pendant une heure) :',
    button: 'Cliquez ici pour réinitialiser votre mot de passe',
    thanks: 'Merci de votre lecture.',
  },
  it: {
    subject: 'Richiesta di reimpostazione della password',
    greeting: (name) => `Ciao ${name},`,
    requested: (site) => `Qualcuno ha richiesto una nuova password per il seguente account su ${site}:`,
    username: (username) => `Nome utente: ${username}`,
    notYou: 'Se non hai fatto tu questa richiesta, ignora questa email e la tua password resterà invariata.',
    proceed:
      'Se vuoi procedere, scegli una nuova password qui (il link funziona una sola volta, per un’ora):',
    button: 'Clicca qui per reimpostare la password',
    thanks: 'Grazie per l’attenzione.',
  },
  'pt-br': {
    subject: 'Solicitação de redefinição de senha',
    greeting: (name) => `Olá, ${name},`,
    requested: (site) => `Alguém solicitou uma nova senha para a seguinte conta na ${site}:`,
    username: (username) => `Nome de usuário: ${username}`,
    notYou: 'Se você não fez esta solicitação, basta ignorar este e-mail e sua senha continuará a mesma.',
    proceed:
      'Se quiser continuar, escolha uma nova senha aqui (o link funciona uma única vez, durante uma hora):',
    button: 'Clique aqui para redefinir sua senha',
    thanks: 'Obrigado pela leitura.',
  },
};

export function passwordResetEmail(
  customer: Pick<CustomerRow, 'email' | 'username' | 'firstName'>,
  link: string,
  shop: { siteName: string },
  language: StoreLanguage = DEFAULT_LANGUAGE,
): EmailMessage {
  const words = PASSWORD_RESET_TEXTS[language] ?? PASSWORD_RESET_TEXTS.en;
  const name = customer.firstName || customer.username;
  const lines = [
    words.greeting(name),
    words.requested(shop.siteName),
    words.username(customer.username),
    words.notYou,
    words.proceed,
  ];
  const text = [...lines, link, '', words.thanks, shop.siteName].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(words.button)}</a></p>
<p>${escapeHtml(words.thanks)}</p>
<p>${escapeHtml(shop.siteName)}</p>
</body></html>`;
  return { to: customer.email, subject: `[${shop.siteName}] ${words.subject}`, text, html };
}
