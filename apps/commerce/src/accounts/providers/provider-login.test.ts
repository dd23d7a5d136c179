import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { customerIdentities, customers, oauthStates } from '../../db/schema.ts';
import { signInAtIssuer, startTestIssuer, type TestIssuer } from '../../testing/oidc-issuer.ts';
import { shopper } from '../../testing/shopper.ts';
import { startTestStore, type TestStore } from '../../testing/test-store.ts';
import { parseLoginClients } from './login-clients-config.ts';
import { SIGN_IN_LINK_EXPIRED, SIGN_IN_LINK_INVALID } from './oauth-states.ts';

const STOREFRONT = 'http://localhost:3000';
const REDIRECT = `${STOREFRONT}/oauth/login/test-id`;
const OTHER_REDIRECT = `${STOREFRONT}/oauth/login/company-sso`;
const GITHUB_REDIRECT = `${STOREFRONT}/oauth/login/github`;

let issuer: TestIssuer;
let store: TestStore;
beforeAll(async () => {
  issuer = await startTestIssuer([REDIRECT, OTHER_REDIRECT, GITHUB_REDIRECT]);
  const clients = [
    {
      name: 'Test ID',
      provider: 'OAUTH2_GENERIC',
      slug: 'test-id',
      clientId: issuer.clientId,
      clientSecret: issuer.clientSecret,
      issuer: issuer.issuer,
    },
    {
      // A second client at the same issuer: its states must not work for the first.
      name: 'Company SSO',
      provider: 'GOOGLE',
      slug: 'company-sso',
      clientId: issuer.clientId,
      clientSecret: issuer.clientSecret,
      issuer: issuer.issuer,
    },
  ];
  store = await startTestStore({
    env: { STOREFRONT_URL: STOREFRONT, COMMERCE_LOGIN_CLIENTS: JSON.stringify(clients) },
  });
});
afterAll(async () => {
  await store?.close();
  await issuer?.close();
});

const LOGIN_CLIENTS = `query { loginClients { name provider isEnabled authorizationUrl clientId order } }`;
const LOGIN = `mutation loginWithProvider($input: LoginInput!) {
  login(input: $input) { authToken refreshToken sessionToken customer { databaseId email firstName lastName } user { email } } }`;

interface LoginClientData {
  name: string;
  provider: string;
  isEnabled: boolean;
  authorizationUrl: string;
  clientId: string;
  order: number;
}
type LoginData = {
  login: {
    authToken: string;
    refreshToken: string;
    sessionToken: string;
    customer: { databaseId: number; email: string; firstName: string; lastName: string };
    user: { email: string };
  };
};

async function authorizationUrlOf(name: string): Promise<URL> {
  const { loginClients } = await store.data<{ loginClients: LoginClientData[] }>(LOGIN_CLIENTS);
  const client = loginClients.find((candidate) => candidate.name === name);
  if (!client) throw new Error(`No login client ${name}`);
  return new URL(client.authorizationUrl);
}

/** Signs in at the issuer and returns the callback's code and state, as the storefront receives them. */
async function callbackFor(login: string, name = 'Test ID', redirect = REDIRECT) {
  const callback = await signInAtIssuer((await authorizationUrlOf(name)).href, login, redirect);
  return { code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '' };
}

const loginWith = (oauthResponse: { code: string; state: string }, provider = 'OAUTH2_GENERIC') =>
  shopper(store).graphql<LoginData>(LOGIN, { input: { provider, oauthResponse } });

const customerCount = async () =>
  (await store.database.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]?.n ?? 0;

describe('loginClients', () => {
  it('lists the configured clients with an authorization URL carrying state, PKCE S256 and nonce', async () => {
    const { loginClients } = await store.data<{ loginClients: LoginClientData[] }>(LOGIN_CLIENTS);
    expect(
      loginClients.map(({ name, provider, isEnabled, clientId, order }) => ({
        name,
        provider,
        isEnabled,
        clientId,
        order,
      })),
    ).toEqual([
      { name: 'Test ID', provider: 'OAUTH2_GENERIC', isEnabled: true, clientId: 'storefront', order: 0 },
      { name: 'Company SSO', provider: 'GOOGLE', isEnabled: true, clientId: 'storefront', order: 1 },
    ]);
    const url = new URL(loginClients[0]?.authorizationUrl ?? '');
    expect(url.origin).toBe(issuer.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const state = url.searchParams.get('state') ?? '';
    const [stored] = await store.database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(stored?.provider).toBe('test-id');
    expect(url.searchParams.get('nonce')).toBe(stored?.nonce);
    expect(stored?.usedAt).toBeNull();
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('gives every request a fresh state', async () => {
    const first = (await authorizationUrlOf('Test ID')).searchParams.get('state');
    const second = (await authorizationUrlOf('Test ID')).searchParams.get('state');
    expect(first).not.toBe(second);
  });
});

describe('login with an OpenID Connect provider', () => {
  it('creates a customer for a new email, and signs the same one in next time', async () => {
    issuer.profiles.set('new.person@example.com', {
      email: 'New.Person@example.com',
      email_verified: true,
      given_name: 'New',
      family_name: 'Person',
    });
    const before = await customerCount();
    const first = await loginWith(await callbackFor('new.person@example.com'));
    expect(first.errors).toBeUndefined();
    const signedIn = first.data?.login;
    expect(signedIn?.authToken).toBeTruthy();
    expect(signedIn?.customer).toMatchObject({
      email: 'New.Person@example.com',
      firstName: 'New',
      lastName: 'Person',
    });
    expect(await customerCount()).toBe(before + 1);
    const [identity] = await store.database.db
      .select()
      .from(customerIdentities)
      .where(eq(customerIdentities.subject, 'new.person@example.com'));
    expect(identity).toMatchObject({ provider: 'test-id', customerId: signedIn?.customer.databaseId });

    const again = await loginWith(await callbackFor('new.person@example.com'));
    expect(again.data?.login.customer.databaseId).toBe(signedIn?.customer.databaseId);
    expect(await customerCount()).toBe(before + 1);
  });

  it('signs in the existing customer with that email (any case) and links the identity', async () => {
    const [existing] = await store.database.db
      .insert(customers)
      .values({ username: 'grace', email: 'grace@example.com', tokenSecret: 'secret', passwordHash: null })
      .returning();
    const before = await customerCount();
    const result = await loginWith(await callbackFor('GRACE@example.com'));
    expect(result.errors).toBeUndefined();
    expect(result.data?.login.customer.databaseId).toBe(existing?.id);
    expect(await customerCount()).toBe(before);
  });

  it('keeps a linked identity on its customer when the provider email changes', async () => {
    const first = await loginWith(await callbackFor('mover@example.com'));
    const id = first.data?.login.customer.databaseId;
    issuer.profiles.set('mover@example.com', { email: 'moved@example.com', email_verified: true });
    const second = await loginWith(await callbackFor('mover@example.com'));
    expect(second.data?.login.customer.databaseId).toBe(id);
  });

  it('refuses an address the provider has not verified, creating nothing', async () => {
    issuer.profiles.set('unverified@example.com', { email: 'unverified@example.com', email_verified: false });
    const before = await customerCount();
    const result = await loginWith(await callbackFor('unverified@example.com'));
    expect(result.errors?.[0]?.message).toBe(
      'Your Test ID account did not share a verified email address. Please sign in another way.',
    );
    expect(await customerCount()).toBe(before);
  });
});

describe('the OAuth state', () => {
  it('is refused when tampered with', async () => {
    const { code, state } = await callbackFor('tamper@example.com');
    const result = await loginWith({ code, state: `${state.slice(0, -2)}xx` });
    expect(result.errors?.[0]?.message).toBe(SIGN_IN_LINK_INVALID);
    expect(result.data?.login ?? null).toBeNull();
  });

  it('is refused when missing', async () => {
    const { code } = await callbackFor('nostate@example.com');
    const result = await shopper(store).graphql(LOGIN, {
      input: { provider: 'OAUTH2_GENERIC', oauthResponse: { code } },
    });
    expect(result.errors?.[0]?.message).toBe(SIGN_IN_LINK_INVALID);
  });

  it('is refused the second time (a replayed callback)', async () => {
    const callback = await callbackFor('replay@example.com');
    expect((await loginWith(callback)).errors).toBeUndefined();
    const replay = await loginWith(callback);
    expect(replay.errors?.[0]?.message).toBe(SIGN_IN_LINK_INVALID);
  });

  it('is refused once expired', async () => {
    const callback = await callbackFor('late@example.com');
    await store.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.state, callback.state));
    const result = await loginWith(callback);
    expect(result.errors?.[0]?.message).toBe(SIGN_IN_LINK_EXPIRED);
    expect(await customerCount()).toBeGreaterThan(0);
    const [row] = await store.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'late@example.com'));
    expect(row).toBeUndefined();
  });

  it('is refused for another client than the one that issued it', async () => {
    const callback = await callbackFor('crossed@example.com', 'Company SSO', OTHER_REDIRECT);
    const result = await loginWith(callback, 'OAUTH2_GENERIC');
    expect(result.errors?.[0]?.message).toBe(SIGN_IN_LINK_INVALID);
  });

  it('refuses an ID token whose nonce is not the one stored with the state', async () => {
    const callback = await callbackFor('nonce@example.com');
    await store.database.db
      .update(oauthStates)
      .set({ nonce: 'another-nonce' })
      .where(eq(oauthStates.state, callback.state));
    const result = await loginWith(callback);
    expect(result.errors?.[0]?.message).toBe('Sign-in with Test ID failed. Please try again.');
  });

  it('refuses a code exchanged without the PKCE verifier of its authorization request', async () => {
    const callback = await callbackFor('pkce@example.com');
    await store.database.db
      .update(oauthStates)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(oauthStates.state, callback.state));
    const result = await loginWith(callback);
    expect(result.errors?.[0]?.message).toBe('Sign-in with Test ID failed. Please try again.');
  });

  it('fails in words when the code is not the one the provider issued', async () => {
    const { state } = await callbackFor('badcode@example.com');
    const result = await loginWith({ code: 'forged-code', state });
    expect(result.errors?.[0]?.message).toBe('Sign-in with Test ID failed. Please try again.');
  });

  it('refuses a provider that is not configured', async () => {
    const result = await loginWith({ code: 'x', state: 'y' }, 'FACEBOOK');
    expect(result.errors?.[0]?.message).toBe(
      'This sign-in method is not available. Please choose another one.',
    );
  });
});

describe('COMMERCE_LOGIN_CLIENTS', () => {
  const valid = {
    name: 'Google',
    provider: 'GOOGLE',
    slug: 'google',
    clientId: 'id',
    clientSecret: 'secret',
  };

  it('fills in the well-known endpoints of Google and GitHub', () => {
    const [google, github] = parseLoginClients(
      JSON.stringify([valid, { ...valid, name: 'GitHub', provider: 'GITHUB', slug: 'github' }]),
    );
    expect(google).toMatchObject({
      issuer: 'https://accounts.google.com',
      scope: 'openid email profile',
      openId: true,
    });
    expect(github).toMatchObject({
      tokenEndpoint: 'https://github.com/login/oauth/access_token',
      emailsEndpoint: 'https://api.github.com/user/emails',
      scope: 'read:user user:email',
      openId: false,
    });
  });

  it('explains what is wrong', () => {
    expect(() => parseLoginClients('{nope')).toThrow(
      'COMMERCE_LOGIN_CLIENTS must be a JSON array of login clients.',
    );
    expect(() => parseLoginClients(JSON.stringify([{ ...valid, clientSecret: '' }]))).toThrow(
      'COMMERCE_LOGIN_CLIENTS is invalid: [0].clientSecret: clientSecret is required',
    );
    expect(() => parseLoginClients(JSON.stringify([{ ...valid, provider: 'OAUTH2_GENERIC' }]))).toThrow(
      'give either "issuer" (OpenID Connect) or "authorizationEndpoint" and "tokenEndpoint"',
    );
    expect(() => parseLoginClients(JSON.stringify([valid, { ...valid, slug: 'google-2' }]))).toThrow(
      'each provider may appear only once',
    );
    expect(() => parseLoginClients(JSON.stringify([{ ...valid, slug: 'Not A Slug' }]))).toThrow(
      'slug must be',
    );
  });

  it('stops the backend from starting with a bad value', () => {
    expect(() => loadConfig({ COMMERCE_LOGIN_CLIENTS: '[{}]' })).toThrow('COMMERCE_LOGIN_CLIENTS is invalid');
  });
});

describe('login with a plain OAuth 2 provider (GitHub-style profile and emails APIs)', () => {
  // The code and token come from the real issuer used as a plain OAuth 2 server; the profile
  // comes from a GitHub-like API whose user has no public email, only a verified primary one.
  let api: Server;
  let githubStore: TestStore;
  const seenTokens: string[] = [];
  beforeAll(async () => {
    api = createServer((request, response) => {
      seenTokens.push(request.headers.authorization ?? '');
      const body =
        request.url === '/user'
          ? { id: 4242, login: 'octo', name: 'Octo Cat', email: null }
          : [
              { email: 'octo@users.noreply.example.com', primary: false, verified: true },
              { email: 'unverified@example.com', primary: false, verified: false },
              { email: 'octo@example.com', primary: true, verified: true },
            ];
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const github = {
      name: 'GitHub',
      provider: 'GITHUB',
      slug: 'github',
      clientId: issuer.clientId,
      clientSecret: issuer.clientSecret,
      authorizationEndpoint: `${issuer.issuer}/auth`,
      tokenEndpoint: `${issuer.issuer}/token`,
      userinfoEndpoint: `${apiUrl}/user`,
      emailsEndpoint: `${apiUrl}/user/emails`,
      scope: 'openid',
    };
    githubStore = await startTestStore({
      seed: false,
      env: { STOREFRONT_URL: STOREFRONT, COMMERCE_LOGIN_CLIENTS: JSON.stringify([github]) },
    });
  });
  afterAll(async () => {
    await githubStore?.close();
    await new Promise((resolve) => api?.close(resolve));
  });

  it('reads the user id and the verified primary email, and creates the customer', async () => {
    const { loginClients } = await githubStore.data<{ loginClients: LoginClientData[] }>(LOGIN_CLIENTS);
    const url = new URL(loginClients[0]?.authorizationUrl ?? '');
    expect(url.searchParams.get('nonce')).toBeNull();
    const callback = await signInAtIssuer(url.href, 'octo', GITHUB_REDIRECT);
    const result = await shopper(githubStore).graphql<LoginData>(LOGIN, {
      input: {
        provider: 'GITHUB',
        oauthResponse: { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') },
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.login.customer).toMatchObject({
      email: 'octo@example.com',
      firstName: 'Octo',
      lastName: 'Cat',
    });
    expect(seenTokens.every((header) => /^Bearer \S+$/.test(header))).toBe(true);
    const [identity] = await githubStore.database.db
      .select()
      .from(customerIdentities)
      .where(eq(customerIdentities.provider, 'github'));
    expect(identity).toMatchObject({ subject: '4242', email: 'octo@example.com' });
  });
});
