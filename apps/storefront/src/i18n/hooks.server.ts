/**
 * What '#i18n/hooks' means in a server component (package.json "imports", the react-server
 * condition): next-intl's own hooks, reading the request's messages. Client components get
 * hooks.client.ts under the same name.
 */
export { useFormatter, useLocale, useTranslations } from 'next-intl';
