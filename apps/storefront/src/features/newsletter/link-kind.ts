/** The two pages the newsletter mails link to (the backend's newsletterLink: /newsletter/<kind>?token=). */
export type LinkKind = 'confirm' | 'unsubscribe';

/**
 * Whose mailed links a page serves: the newsletter's (/newsletter/<kind>) or the stock alerts'
 * (/stock-alerts/<kind>, the backend's stockAlertLink). Both work alike: double opt-in, a token.
 */
export type LinkScope = 'newsletter' | 'stockAlerts';
