/**
 * WordPress's is_email(), which WooCommerce applies wherever it takes an address (checkout's billing
 * email, registration, a review's author, the newsletter): at least six characters; a local part of
 * letters, digits and !#$%&'*+/=?^_`{|}~.- ; a domain of two or more dot-separated labels of
 * letters, digits and inner hyphens. The storefront checks it before sending, the backend enforces it.
 */
export const EMAIL_PATTERN =
  /^(?=.{6,}$)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** No inbox has a longer address (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
