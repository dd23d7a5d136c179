/**
 * Analytics configuration (DESIGN.md section 3): a Google Tag Manager container, read on the
 * server at request time. Without `GTM_ID` the shop renders and loads nothing for analytics.
 */

/** What a container id looks like (`GTM-XXXXXXX`); anything else is ignored rather than put in a URL. */
const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{1,16}$/;

/** The configured Tag Manager container id, or null when none (or an invalid one) is set. */
export function gtmContainerId(env: Record<string, string | undefined> = process.env): string | null {
  const id = env.GTM_ID?.trim().toUpperCase();
  return id && GTM_ID_PATTERN.test(id) ? id : null;
}
