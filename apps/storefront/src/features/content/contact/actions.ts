'use server';

import { CONTACT_LIMITS } from '@ppe/shop-rules/contact';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { SubmitContactFormDocument } from '@/graphql/generated';
import { routing } from '@/i18n/routing';
import { withFeature } from '@/lib/commerce/capabilities';
import { shopErrorOfThrown } from '@/lib/commerce/errors/error-message';
import { errorText } from '@/lib/commerce/errors/error-text';
import { isRateLimitedError } from '@/lib/commerce/errors/rate-limited';
import { CommerceError, commerceQuery } from '@/lib/commerce/server/client';
import { serverLog } from '@/lib/log/server-log';
import { STORE_CONTACT } from '../store-contact';
import { type ContactFormState, EMPTY_CONTACT_VALUES, HONEYPOT_FIELD } from './state';
import { type ContactField, readContactForm, validateContact } from './validation';

/**
 * The contact form's server action: checks the fields (answering in the shopper's language),
 * then asks the backend to store the message. Works with and without JavaScript (useActionState).
 */
export async function submitContactForm(
  _previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  const requested = formData.get('locale');
  const locale =
    typeof requested === 'string' && hasLocale(routing.locales, requested)
      ? requested
      : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'content.contact.errors' });
  const values = readContactForm(formData);

  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === 'string' && trap.trim() !== '') {
    // A bot: it gets the same answer as a person, and nothing is stored.
    return { status: 'sent', values: EMPTY_CONTACT_VALUES, fieldErrors: {}, formError: null };
  }

  const checked = validateContact(values);
  if (!checked.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(checked.errors).map(([field, code]) => [
        field,
        t(code, {
          nameMax: CONTACT_LIMITS.name,
          emailMax: CONTACT_LIMITS.email,
          subjectMax: CONTACT_LIMITS.subject,
          messageMin: CONTACT_LIMITS.messageMin,
          messageMax: CONTACT_LIMITS.messageMax,
        }),
      ]),
    );
    return { status: 'invalid', values, fieldErrors, formError: null };
  }

  try {
    // Null when the backend has no contact-form plugin (a page rendered before it was removed).
    const data = await withFeature('contactForm', () =>
      commerceQuery(SubmitContactFormDocument, { ...checked.data, locale }, { revalidate: 0 }),
    );
    if (data?.submitContactForm?.success) {
      return { status: 'sent', values: EMPTY_CONTACT_VALUES, fieldErrors: {}, formError: null };
    }
    return {
      status: 'failed',
      values,
      fieldErrors: {},
      formError: t('notSent', { email: STORE_CONTACT.email }),
    };
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    // The backend refused what passed our checks (its rules changed?) or could not be reached.
    serverLog.error({ code: error.code, error }, 'Contact form: the backend did not store the message');
    // A field the backend refused by code is shown at that field, in the shopper's words.
    const refusal = shopErrorOfThrown(error);
    const field = refusal?.field;
    if (refusal && field && Object.hasOwn(values, field)) {
      const words = errorText(refusal, await getTranslations({ locale, namespace: 'errors' }));
      return { status: 'invalid', values, fieldErrors: { [field as ContactField]: words }, formError: null };
    }
    const key = isRateLimitedError(error)
      ? 'tooMany'
      : error.code === 'GRAPHQL_ERROR'
        ? 'refused'
        : 'notSent';
    return { status: 'failed', values, fieldErrors: {}, formError: t(key, { email: STORE_CONTACT.email }) };
  }
}
