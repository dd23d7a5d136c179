'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { FormStatus } from '@/components/form/form-status';
import { useAccount } from '@/features/shopper/hooks';
import { Link } from '@/i18n/navigation';
import { useRouter } from '@/i18n/router';
import styles from './account.module.css';

/** The provider's slug (from the redirect URI /oauth/login/{slug}) matched to a login client's provider enum. */
function providerForSlug(slug: string, clients: ReadonlyArray<{ name: string; provider: string }>): string {
  const wanted = slug.toLowerCase().replace(/[^a-z0-9]/g, '');
  const match = clients.find(
    (client) =>
      client.provider.toLowerCase().replace(/[^a-z0-9]/g, '') === wanted ||
      client.name.toLowerCase().replace(/[^a-z0-9]/g, '') === wanted,
  );
  return match?.provider ?? slug.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/**
 * /oauth/login/{provider}: the provider sent the shopper back with a code and the state; they go to
 * loginWithProvider, then to /my-account. Failures show the server's message, or the spec's SSL-error
 * text when tokens came back but nobody is signed in.
 */
export function OAuthCallback({ slug }: { slug: string }) {
  const t = useTranslations('account.oauth');
  const params = useSearchParams();
  const router = useRouter();
  const { loaded, loginClients, loginWithProvider, load } = useAccount();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error_description') ?? params.get('error');

  useEffect(() => {
    load();
  }, [load]);

  useEffect(() => {
    if (!loaded || started.current) return;
    started.current = true;
    if (providerError) {
      setError(providerError);
      return;
    }
    if (!code || !state) {
      setError(t('missing'));
      return;
    }
    void loginWithProvider(providerForSlug(slug, loginClients), code, state).then((result) => {
      if (result.ok) router.replace('/my-account');
      else setError(result.noViewer ? t('sslError') : (result.message ?? t('missing')));
    });
  }, [loaded, code, state, providerError, slug, loginClients, loginWithProvider, router, t]);

  if (error) {
    return (
      <div className={styles.form}>
        <FormStatus status={{ kind: 'error', message: error }} />
        <p>
          <Link href="/my-account">{t('back')}</Link>
        </p>
      </div>
    );
  }
  return <p role="status">{t('working')}</p>;
}
