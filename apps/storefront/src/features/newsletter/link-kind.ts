/** The two pages the newsletter mails link to (the backend's newsletterLink: /newsletter/<kind>?token=). */
export type LinkKind = 'confirm' | 'unsubscribe';
