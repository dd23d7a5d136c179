'use client';

import { type FormEvent, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { Field } from '@/components/form/field';
import { BUSY, FormStatus, type FormStatusValue, IDLE } from '@/components/form/form-status';
import { SubmitButton } from '@/components/form/submit-button';
import { type BoundField, useCheckedFields } from '@/components/form/use-checked-fields';
import { useAccount } from '@/features/shopper/hooks';
import { Link } from '@/i18n/navigation';
import { validateLogin, validateRegister } from '../validation';
import styles from './account.module.css';
import { NewPasswordFields } from './new-password-fields';

/** Which form answered last: only its message shows; sending the other form clears it. */
type Answering = 'login' | 'register' | null;

interface FormProps {
  /** This form sent last, so its message and field problems are the ones on screen. */
  answering: boolean;
  /** Called as the form is sent, before anything else. */
  onSend: () => void;
}

/** A form's checked fields, their problems shown only while this form is the one that answered last. */
function useAuthFields<Values extends { [Name in keyof Values]: string }>(
  initial: Values,
  answering: boolean,
) {
  const t = useTranslations('account');
  const checked = useCheckedFields(initial, (key) => t(`errors.${key}` as 'errors.generic'));
  const field = (name: keyof Values & string): BoundField =>
    answering ? checked.field(name) : { ...checked.field(name), error: undefined };
  return { ...checked, field };
}

function LoginForm({ answering, onSend }: FormProps) {
  const t = useTranslations('account');
  const { login, loginClients } = useAccount();
  const { id, values, field, passes } = useAuthFields({ username: '', password: '' }, answering);
  const [status, setStatus] = useState<FormStatusValue>(IDLE);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    onSend();
    setStatus(IDLE);
    if (!passes(validateLogin(values))) return;
    setStatus(BUSY);
    const result = await login(values.username, values.password);
    // Login failure: the server's first message is shown (spec section 8), but for refused
    // credentials, whose sentence (the same for an unknown account) says nothing of what to do.
    const refused = result.wrongCredentials
      ? t.rich('login.failed', {
          signup: (chunks) => <Link href="/my-account#register">{chunks}</Link>,
        })
      : (result.message ?? t('errors.generic'));
    setStatus(result.ok ? IDLE : { kind: 'error', message: refused });
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} id="login">
      <h2 id={`${id}-title`}>{t('login.title')}</h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormStatus status={answering ? status : IDLE} />
        <Field
          {...field('username')}
          label={t('login.username')}
          name="username"
          autoComplete="username"
          required
        />
        <Field
          {...field('password')}
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className={styles.actions}>
          <SubmitButton
            busy={status.kind === 'busy'}
            label={t('login.submit')}
            busyLabel={t('login.submitting')}
          />
          <Link href="/my-account/lost-password">{t('login.forgot')}</Link>
        </div>
      </form>
      {loginClients.length > 0 && (
        <div className={styles.social}>
          <p className={styles.socialTitle} id={`${id}-social`}>
            {t('login.or')}
          </p>
          <ul className={styles.socialList} aria-labelledby={`${id}-social`}>
            {loginClients.map((client) => (
              <li key={client.provider + client.name}>
                {/* A plain link: the provider's page must open in this tab, then come back to /oauth/login/{slug}. */}
                <a href={client.authorizationUrl} className={styles.secondary}>
                  {t('login.continueWith', { name: client.name })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function RegisterForm({
  answering,
  onSend,
  onRegistered,
}: FormProps & { onRegistered: (message: string) => void }) {
  const t = useTranslations('account');
  const { register } = useAccount();
  const { id, values, field, passes } = useAuthFields({ email: '', password: '', confirm: '' }, answering);
  const [status, setStatus] = useState<FormStatusValue>(IDLE);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    onSend();
    setStatus(IDLE);
    if (!passes(validateRegister(values))) return;
    setStatus(BUSY);
    const result = await register({ email: values.email, password: values.password });
    // Made but not signed in (the backend gave no tokens): the account is kept; say how to go on.
    const created = result.signedIn === false ? t('register.createdSignIn') : t('register.created');
    if (result.ok) onRegistered(created);
    setStatus(
      result.ok
        ? { kind: 'done', message: created }
        : { kind: 'error', message: result.message ?? t('errors.generic') },
    );
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} id="register">
      <h2 id={`${id}-title`}>{t('register.title')}</h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormStatus status={answering ? status : IDLE} />
        <Field
          {...field('email')}
          label={t('register.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <NewPasswordFields
          password={field('password')}
          confirm={field('confirm')}
          labels={{ password: t('register.password'), confirm: t('register.confirm') }}
          named
        />
        <div className={styles.actions}>
          <SubmitButton
            busy={status.kind === 'busy'}
            label={t('register.submit')}
            busyLabel={t('register.submitting')}
          />
        </div>
      </form>
    </section>
  );
}

/**
 * Logged out on /my-account: the login and register forms side by side (stacked on narrow
 * screens). Each form's message belongs to it: sending either form clears the other's message
 * and the page's notice (`onNotice(null)`); a registration's success becomes the notice.
 */
export function AuthForms({ onNotice }: { onNotice: (message: string | null) => void }) {
  const [answering, setAnswering] = useState<Answering>(null);
  const sent = (form: 'login' | 'register') => () => {
    setAnswering(form);
    onNotice(null);
  };
  return (
    <div className={styles.columns}>
      <LoginForm answering={answering === 'login'} onSend={sent('login')} />
      <RegisterForm answering={answering === 'register'} onSend={sent('register')} onRegistered={onNotice} />
    </div>
  );
}
