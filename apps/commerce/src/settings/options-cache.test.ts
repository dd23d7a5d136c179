/**
 * Store options are kept in the process between requests (options.ts): a request after a
 * change sees the new value, and requests in between do not read the options table again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../testing/statements.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { writeOption } from './options.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const BANNER = '{ bannerSettings { bannerText } generalSettings { title } }';
type Banner = { bannerSettings: { bannerText: string }; generalSettings: { title: string } };

describe('store options kept between requests', () => {
  it('reads the options table once, not on every request', async () => {
    await store.data(BANNER);
    const statements = await statementsDuring(store.database, () => store.data(BANNER));
    expect(statements.filter((text) => text.includes('"options"'))).toEqual([]);
  });

  it('serves a changed option on the very next request', async () => {
    const before = await store.data<Banner>(BANNER);
    expect(before.bannerSettings.bannerText).not.toBe('Winter sale: 20 % off gloves.');

    await writeOption(store.database.db, 'banner', { bannerText: 'Winter sale: 20 % off gloves.' });
    const after = await store.data<Banner>(BANNER);
    expect(after.bannerSettings.bannerText).toBe('Winter sale: 20 % off gloves.');
    // Fields not written keep their value.
    expect(after.generalSettings.title).toBe(before.generalSettings.title);

    await writeOption(store.database.db, 'site', { siteName: 'SafetyGear Outlet' });
    const renamed = await store.data<Banner>(BANNER);
    expect(renamed.generalSettings.title).toBe('SafetyGear Outlet');
    expect(renamed.bannerSettings.bannerText).toBe('Winter sale: 20 % off gloves.');
  });
});
