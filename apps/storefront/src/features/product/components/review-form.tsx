'use client';

import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { Field, TextAreaField } from '@/components/form/field';
import { FormStatus } from '@/components/form/form-status';
import { SubmitButton } from '@/components/form/submit-button';
import { useRendersInBrowser } from '@/components/use-renders-in-browser';
import { hasErrors, validateReview } from '@/features/account/validation';
import { useAccount, useShopperActions } from '@/features/shopper/hooks';
import { WriteReviewOperation } from '@/graphql/generated/browser-operations.generated';
import { callShopLazily, preloadBrowserClient } from '@/lib/commerce/browser/lazy-browser-client';
import { useDeferredErrorText } from '@/lib/commerce/errors/use-deferred-error-text';
import { revalidateProductReviews } from '../review-actions';
import styles from './review-form.module.css';

type Status =
  | { kind: 'idle' | 'busy' }
  | { kind: 'error'; message: string }
  | { kind: 'published'; rating: number; text: string }
  | { kind: 'held' };

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The review form under the product's reviews (spec: WriteReview): a rating (radio group of five
 * stars), the text, and name and email when logged out (the account's when signed in). A published
 * review refreshes the product page's cache; a held one says it awaits moderation.
 */
export function ReviewForm({ productId, slug }: { productId: number; slug: string }) {
  const t = useTranslations('account.review');
  const errorWords = useTranslations('account.errors');
  const { viewer } = useAccount();
  const ensureAccount = useShopperActions().cart.ensureLoaded;
  const id = useId();
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState('');
  const [author, setAuthor] = useState('');
  const [email, setEmail] = useState('');
  // In the server's HTML the button stays disabled: an early press would send the review in the
  // page's URL instead. What is typed or picked there comes over with the island (review-island.tsx).
  const ready = useRendersInBrowser();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const error = (key?: string) => (key ? errorWords(key as 'generic') : undefined);
  const describe = useDeferredErrorText();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'busy') return;
    setStatus({ kind: 'busy' });
    // Who writes decides which fields count: a signed-in shopper's account may still be on its way
    // (the form shows a guest's fields until it is), so the review waits for it.
    const writer = (await ensureAccount())?.viewer ?? null;
    const problems = validateReview({ rating, content, author, email, signedIn: writer !== null });
    setErrors(problems);
    if (hasErrors(problems)) {
      setStatus({ kind: 'idle' });
      return;
    }
    const answer = await callShopLazily(
      WriteReviewOperation,
      {
        input: {
          rating,
          content: content.trim(),
          commentOn: productId,
          author: writer ? writer.name || writer.username || writer.email : author.trim(),
          authorEmail: writer ? writer.email : email.trim(),
        },
      },
      errorWords('generic'),
    );
    if (answer.errors.length > 0 || !answer.data?.writeReview) {
      setStatus({ kind: 'error', message: (await describe(answer.errors[0])) ?? errorWords('generic') });
      return;
    }
    if (answer.data.writeReview.review) {
      await revalidateProductReviews(slug);
      setStatus({ kind: 'published', rating, text: answer.data.writeReview.review.content ?? content });
    } else {
      setStatus({ kind: 'held' });
    }
  };

  if (status.kind === 'held') {
    return (
      <p className={styles.success} role="status">
        {t('held')}
      </p>
    );
  }
  if (status.kind === 'published') {
    return (
      <div className={styles.success} role="status">
        <p>{t('thanks')}</p>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={preloadBrowserClient}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h3>
      <FormStatus status={status} />
      <fieldset
        className={styles.rating}
        aria-invalid={errors.rating ? true : undefined}
        aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
      >
        <legend className={styles.legend}>{t('rating')}</legend>
        <div className={styles.stars}>
          {STARS.map((value) => (
            <label key={value} className={styles.star} data-on={value <= rating || undefined}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className={styles.starInput}
              />
              <svg width={28} height={28} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="m12 2.8 2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z"
                  fill={value <= rating ? 'currentColor' : 'none'}
                  stroke="currentColor"
                  strokeWidth={1.5}
                  strokeLinejoin="round"
                />
              </svg>
              <span className="visually-hidden">{t('stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className={styles.fieldError}>
            {error(errors.rating)}
          </p>
        )}
      </fieldset>
      <TextAreaField
        id={`${id}-content`}
        name="content"
        label={t('content')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        error={error(errors.content)}
        required
        maxLength={5000}
      />
      {viewer ? (
        <p className={styles.muted}>
          {t('postedAs', { name: viewer.name || viewer.username || viewer.email })}
        </p>
      ) : (
        <div className={styles.row}>
          <Field
            id={`${id}-author`}
            name="author"
            label={t('name')}
            autoComplete="name"
            value={author}
            onChange={(event) => setAuthor(event.target.value)}
            error={error(errors.author)}
            required
          />
          <Field
            id={`${id}-email`}
            name="email"
            label={t('email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error(errors.email)}
            required
          />
        </div>
      )}
      <div>
        <SubmitButton
          busy={status.kind === 'busy'}
          disabled={!ready}
          label={t('submit')}
          busyLabel={t('submitting')}
        />
      </div>
    </form>
  );
}
