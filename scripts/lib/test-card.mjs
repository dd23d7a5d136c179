/**
 * Whether `npm start` lets the demo be paid for with the test card (4242 4242 4242 4242), which
 * marks orders paid without any money and so hands out downloads and live gift-card codes. Only a
 * shop nobody else can reach gets it by default: the storefront listening on loopback, and no
 * public SITE_URL in production (a reverse proxy on the same machine makes a loopback shop public).
 * COMMERCE_TEST_CARD=on or off always wins.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** @param {string} host */
export const isLoopbackHost = (host) =>
  LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host) || host.endsWith('.localhost');

/**
 * @param {{ COMMERCE_TEST_CARD?: string, STOREFRONT_HOST?: string, COMMERCE_HOST?: string,
 *   SITE_URL?: string, NODE_ENV?: string }} env what `npm start` runs with (its defaults applied)
 * @returns {{ setting: 'on' | 'off', reason: string }}
 */
export function testCardDecision(env) {
  if (env.COMMERCE_TEST_CARD === 'on' || env.COMMERCE_TEST_CARD === 'off') {
    return { setting: env.COMMERCE_TEST_CARD, reason: `COMMERCE_TEST_CARD=${env.COMMERCE_TEST_CARD}` };
  }
  const storefrontHost = env.STOREFRONT_HOST ?? 'localhost';
  const commerceHost = env.COMMERCE_HOST ?? '127.0.0.1';
  /** @type {[string, string][]} */
  const listening = [
    ['STOREFRONT_HOST', storefrontHost],
    ['COMMERCE_HOST', commerceHost],
  ];
  for (const [name, host] of listening) {
    if (!isLoopbackHost(host)) {
      return {
        setting: 'off',
        reason: `${name}=${host} is reachable from other machines; COMMERCE_TEST_CARD=on accepts it anyway`,
      };
    }
  }
  const siteHost = env.SITE_URL ? hostOf(env.SITE_URL) : 'localhost';
  if (env.NODE_ENV === 'production' && !isLoopbackHost(siteHost)) {
    return {
      setting: 'off',
      reason: `SITE_URL ${env.SITE_URL} is public (NODE_ENV=production); COMMERCE_TEST_CARD=on accepts it anyway`,
    };
  }
  return {
    setting: 'on',
    reason: 'the demo is served on loopback only; COMMERCE_TEST_CARD=off refuses it',
  };
}

/** @param {string} url */
function hostOf(url) {
  try {
    return new URL(url).hostname;
  } catch {
    // A SITE_URL that is not a URL cannot be proven private.
    return url;
  }
}

/**
 * The first line a start script prints: whether the test card is taken, and why.
 * @param {{ setting: string, reason: string }} decision
 */
export function testCardLine({ setting, reason }) {
  return `Test card (4242 4242 4242 4242, pays without money): ${setting === 'on' ? 'accepted' : 'refused'}, because ${reason}.`;
}
