/**
 * The contact form mutation: a valid message is stored as written (trimmed); each rule refuses
 * bad input with a readable sentence and stores nothing.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { CONTACT_THANK_YOU } from './contact.ts';

let store: TestStore;

beforeAll(async () => {
  // The form needs no catalogue.
  store = await startTestStore({ seed: false });
});

afterAll(async () => {
  await store?.close();
});

beforeEach(async () => {
  await store.database.db.delete(contactMessages);
});

const SUBMIT = `mutation submitContactForm($input: SubmitContactFormInput!) {
  submitContactForm(input: $input) { success message }
}`;

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  subject: 'Bulk order of FFP3 masks',
  message: 'Hello, could you quote 500 FFP3 masks delivered to Ohio?',
  locale: 'en-US',
};

const submit = (input: Record<string, unknown>) => store.graphql(SUBMIT, { input });
const storedRows = () => store.database.db.select().from(contactMessages).orderBy(asc(contactMessages.id));

describe('submitContactForm', () => {
  it('stores a valid message and thanks the sender', async () => {
    const result = await submit(valid);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ submitContactForm: { success: true, message: CONTACT_THANK_YOU } });

    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(valid);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('trims what was typed and keeps an empty subject and locale as none', async () => {
    await submit({
      name: '  Dana  ',
      email: ' dana@example.com ',
      subject: '   ',
      message: '\n  Ten chars!  \n',
      locale: '',
    });
    const [row] = await storedRows();
    expect(row).toMatchObject({
      name: 'Dana',
      email: 'dana@example.com',
      subject: null,
      message: 'Ten chars!',
      locale: null,
    });
  });

  it('accepts a message without the optional subject and locale', async () => {
    const result = await submit({ name: valid.name, email: valid.email, message: valid.message });
    expect(result.errors).toBeUndefined();
    expect(await storedRows()).toHaveLength(1);
  });

  it('accepts the longest values the rules allow', async () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    const email = `${local}@${domain}`;
    expect(email).toHaveLength(254);
    const result = await submit({
      name: 'N'.repeat(100),
      email,
      subject: 'S'.repeat(150),
      message: 'M'.repeat(5000),
    });
    expect(result.errors).toBeUndefined();
    expect(await storedRows()).toHaveLength(1);
  });

  it.each([
    ['an empty name', { name: '   ' }, /^Please enter your name\.$/, 'CONTACT_NAME_REQUIRED', {}],
    [
      'a name over 100 characters',
      { name: 'N'.repeat(101) },
      /name can be at most 100 characters/,
      'CONTACT_NAME_TOO_LONG',
      { max: 100 },
    ],
    [
      'a name on two lines',
      { name: 'Dana\nBcc: x@example.com' },
      /name must fit on one line/,
      'CONTACT_NAME_ONE_LINE',
      {},
    ],
    ['an empty email', { email: '' }, /^Please enter your email address\.$/, 'CONTACT_EMAIL_REQUIRED', {}],
    [
      'an invalid email',
      { email: 'dana.example.com' },
      /Please enter a valid email address/,
      'CONTACT_EMAIL_INVALID',
      {},
    ],
    [
      'an email without a domain',
      { email: 'dana@' },
      /Please enter a valid email address/,
      'CONTACT_EMAIL_INVALID',
      {},
    ],
    [
      'an email over 254 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` },
      /email address can be at most 254 characters/,
      'CONTACT_EMAIL_TOO_LONG',
      { max: 254 },
    ],
    [
      'a subject over 150 characters',
      { subject: 'S'.repeat(151) },
      /subject can be at most 150 characters/,
      'CONTACT_SUBJECT_TOO_LONG',
      { max: 150 },
    ],
    [
      'a subject on two lines',
      { subject: 'Hi\r\nthere' },
      /subject must fit on one line/,
      'CONTACT_SUBJECT_ONE_LINE',
      {},
    ],
    [
      'a message under 10 characters',
      { message: ' Too short ' },
      /at least 10 characters/,
      'CONTACT_MESSAGE_TOO_SHORT',
      { min: 10 },
    ],
    [
      'a message over 5000 characters',
      { message: 'M'.repeat(5001) },
      /at most 5000 characters/,
      'CONTACT_MESSAGE_TOO_LONG',
      { max: 5000 },
    ],
    [
      'a locale that is no language tag',
      { locale: '<script>' },
      /language tag such as en-US/,
      'CONTACT_LOCALE_INVALID',
      {},
    ],
  ])(
    'refuses %s with a clear message and its code, and stores nothing',
    async (_case, change, message, code, params) => {
      const result = await submit({ ...valid, ...change });
      expect(result.errors?.[0]?.message).toMatch(message);
      // The field is the input's own name; the params are the limit the sentence names.
      expect(result.errors?.[0]?.extensions).toEqual({ code, field: Object.keys(change)[0], params });
      expect(await storedRows()).toEqual([]);
    },
  );

  it('names the first problem when several fields are wrong', async () => {
    const result = await submit({ name: '', email: 'nope', message: 'short' });
    expect(result.errors?.[0]?.message).toMatch(/your name/);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'CONTACT_NAME_REQUIRED', field: 'name' });
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a request without the required fields (GraphQL types)', async () => {
    const result = await submit({ name: valid.name });
    expect(result.errors?.[0]?.message).toMatch(/email|message/);
    expect(await storedRows()).toEqual([]);
  });

  it('is served under WooGraphQL’s root mutation name and refuses GET', async () => {
    const { __schema } = await store.data<{ __schema: { mutationType: { name: string } } }>(
      '{ __schema { mutationType { name } } }',
    );
    expect(__schema.mutationType.name).toBe('RootMutation');

    const url = new URL(`${store.url}/graphql`);
    url.searchParams.set(
      'query',
      `mutation { submitContactForm(input: {name: "a", email: "a@b.co", message: "0123456789"}) { success } }`,
    );
    const response = await fetch(url);
    expect(response.status).toBe(405);
    expect(await storedRows()).toEqual([]);
  });
});
