/**
 * The rate limits: which buckets each guarded GraphQL mutation draws from, their defaults, and
 * COMMERCE_RATE_LIMITS, which overrides them ("login=30/15m,contact=5/1h", "*" for every rule).
 *
 * Each limit is a token bucket: `count` requests at once, refilled at `count` per `window`, so a
 * shopper who stays under the rate is never refused and a burst is cut off after `count`.
 */

export const RULE_NAMES = [
  'login',
  'loginAccount',
  'register',
  'passwordReset',
  'passwordResetAccount',
  'review',
  'contact',
  'addToCart',
  'checkout',
  'unpaidOrders',
  'newsletter',
  'newsletterEmail',
  'newsletterLink',
  'stockAlert',
  'stockAlertEmail',
  'giftCardBalance',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

export interface Limit {
  count: number;
  windowMs: number;
}

export type Limits = Record<RuleName, Limit>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Defaults a real shopper never meets: an office behind one address may sign in 30 times in 15
 * minutes, while one account gets 10 password tries per 15 minutes wherever they come from, and
 * 3 reset emails an hour.
 */
export const DEFAULT_LIMITS: Limits = {
  login: { count: 30, windowMs: 15 * MINUTE },
  loginAccount: { count: 10, windowMs: 15 * MINUTE },
  register: { count: 10, windowMs: HOUR },
  passwordReset: { count: 10, windowMs: HOUR },
  passwordResetAccount: { count: 3, windowMs: HOUR },
  review: { count: 10, windowMs: HOUR },
  contact: { count: 5, windowMs: HOUR },
  addToCart: { count: 120, windowMs: MINUTE },
  checkout: { count: 30, windowMs: 10 * MINUTE },
  unpaidOrders: { count: 5, windowMs: 24 * HOUR },
  // Each sign-up may mail a stranger's inbox: few per address, fewer per inbox wherever they come from.
  newsletter: { count: 10, windowMs: HOUR },
  newsletterEmail: { count: 3, windowMs: HOUR },
  // Confirm and unsubscribe links carry unguessable tokens; the bucket stops anyone trying.
  newsletterLink: { count: 30, windowMs: HOUR },
  // A stock alert mails a confirmation as a sign-up does: the same few per address and per inbox.
  stockAlert: { count: 10, windowMs: HOUR },
  stockAlertEmail: { count: 3, windowMs: HOUR },
  // A balance check names a card by its code alone: enough for a shopper, far too few to guess codes.
  giftCardBalance: { count: 30, windowMs: 10 * MINUTE },
};

const UNITS: Record<string, number> = { s: 1000, m: MINUTE, h: HOUR, d: 24 * HOUR };

/** "30/15m" → 30 per 15 minutes. */
function parseLimit(name: string, value: string): Limit {
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smhd])$/.exec(value.trim());
  const count = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * (UNITS[match?.[3] ?? ''] ?? 0);
  if (!match || count < 1 || windowMs < 1000) {
    throw new Error(
      `COMMERCE_RATE_LIMITS: "${name}=${value}" is not a limit; write it as count/window with a unit s, m, h or d, e.g. ${name}=10/15m.`,
    );
  }
  return { count, windowMs };
}

/** COMMERCE_RATE_LIMITS: comma-separated `rule=count/window` entries over the defaults. */
export function parseRateLimits(value: string): Limits {
  const limits: Limits = { ...DEFAULT_LIMITS };
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const everything = entries.find((entry) => entry.split('=')[0]?.trim() === '*');
  if (everything) {
    const limit = parseLimit('*', everything.slice(everything.indexOf('=') + 1));
    for (const name of RULE_NAMES) limits[name] = limit;
  }
  for (const entry of entries) {
    const at = entry.indexOf('=');
    const name = entry.slice(0, at).trim();
    if (name === '*') continue;
    if (at < 0 || !(RULE_NAMES as readonly string[]).includes(name)) {
      throw new Error(
        `COMMERCE_RATE_LIMITS: "${entry}" names no limit; use rule=count/window with a rule among ${RULE_NAMES.join(', ')} or *.`,
      );
    }
    limits[name as RuleName] = parseLimit(name, entry.slice(at + 1));
  }
  return limits;
}

/** A sentence a shopper can read, with how long to wait. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    minutes <= 1 ? 'a minute' : minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
