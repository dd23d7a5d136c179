'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { BUSY, FormStatus, type FormStatusValue, IDLE } from '@/components/form/form-status';
import { SubmitButton } from '@/components/form/submit-button';
import { ErrorNote } from '@/components/state/error-note';
import {
  ConfirmNewsletterSubscriptionOperation,
  ConfirmStockAlertOperation,
  UnsubscribeFromNewsletterOperation,
  UnsubscribeFromStockAlertOperation,
} from '@/graphql/generated/browser-operations.generated';
import { Link } from '@/i18n/navigation';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { hasCode } from '@/lib/commerce/errors/error-message';
import { useErrorText } from '@/lib/commerce/errors/use-error-text';
import type { LinkKind, LinkScope } from '../link-kind';
import { refusalText } from '../refusal';
import styles from './link-action.module.css';

/**
 * Where a link that no longer works leads, with the words of each scope: the newsletter's sign-up
 * (in the home page's footer), or the products, where an alert is asked for on the product's page.
 */
const SCOPES = {
  newsletter: {
    messages: 'newsletter.link',
    again: { pathname: '/', hash: 'newsletter' },
    againKey: 'signUpAgain',
    codes: ['NEWSLETTER_TOKEN_INVALID', 'NEWSLETTER_TOKEN_EXPIRED'],
  },
  stockAlerts: {
    messages: 'product.stockAlertLink',
    again: { pathname: '/products' },
    againKey: 'again',
    codes: ['STOCK_ALERT_TOKEN_INVALID', 'STOCK_ALERT_TOKEN_EXPIRED'],
  },
} as const;

function sendToken(scope: LinkScope, kind: LinkKind, token: string, failed: string) {
  if (scope === 'stockAlerts') {
    return kind === 'confirm'
      ? callShop(ConfirmStockAlertOperation, { token }, failed)
      : callShop(UnsubscribeFromStockAlertOperation, { token }, failed);
  }
  return kind === 'confirm'
    ? callShop(ConfirmNewsletterSubscriptionOperation, { token }, failed)
    : callShop(UnsubscribeFromNewsletterOperation, { token }, failed);
}

/**
 * The button of a mailed link's page (confirm or unsubscribe) and what it did. Opening the page
 * changes nothing: mail scanners open links, so only the shopper's press sends the token. A token
 * the backend refuses (unknown, used up, expired) is worded by its code, with the way to sign up
 * again.
 */
export function LinkAction({ kind, scope = 'newsletter' }: { kind: LinkKind; scope?: LinkScope }) {
  const words = SCOPES[scope];
  // Both scopes' link words have the same keys (messages/*/newsletter.json and product.json).
  const t = useTranslations(words.messages as 'newsletter.link');
  const SIGN_UP = words.again;
  const again = t(words.againKey as 'signUpAgain');
  const describe = useErrorText();
  const token = useSearchParams().get('token')?.trim() ?? '';
  const [status, setStatus] = useState<FormStatusValue>(IDLE);
  const [ready, setReady] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (status.kind === 'done') doneRef.current?.focus();
  }, [status.kind]);

  if (!token) {
    return (
      <ErrorNote announce={false}>
        {t('missingToken')} <Link href={SIGN_UP}>{again}</Link>
      </ErrorNote>
    );
  }

  if (status.kind === 'done') {
    return (
      <div ref={doneRef} tabIndex={-1} className={styles.done}>
        <FormStatus status={{ kind: 'done', message: t(`${kind}.done`) }} />
        <p>{t(`${kind}.doneNote`)}</p>
        <p>
          <Link href="/products">{t('toShop')}</Link>
        </p>
      </div>
    );
  }

  const send = async () => {
    setStatus(BUSY);
    const answer = await sendToken(scope, kind, token, t('failed'));
    const refusal = answer.errors[0];
    if (!refusal) {
      setStatus({ kind: 'done' });
    } else if (hasCode(refusal, ...words.codes)) {
      setStatus({
        kind: 'error',
        message: (
          <>
            {describe(refusal)} <Link href={SIGN_UP}>{again}</Link>
          </>
        ),
      });
    } else {
      setStatus({ kind: 'error', message: refusalText(refusal, describe, t('failed')) });
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (status.kind !== 'busy') void send();
      }}
    >
      <FormStatus status={status} />
      <SubmitButton
        busy={status.kind === 'busy'}
        disabled={!ready}
        label={t(`${kind}.button`)}
        busyLabel={t(`${kind}.busy`)}
      />
    </form>
  );
}
