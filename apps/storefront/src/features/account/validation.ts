import { isEmail as isWordPressEmail } from '@ppe/shop-rules/email';

/**
 * Form checks done in the browser before anything is sent (the backend checks again and its
 * message wins). Each returns message keys of the `account.errors` catalogue, by field.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/** The backend's rule (WordPress's is_email()) on the address as it will be sent: trimmed. */
export function isEmail(value: string): boolean {
  return isWordPressEmail(value.trim());
}

function passwordError(password: string): string | undefined {
  if (!password) return 'passwordRequired';
  if (password.length < PASSWORD_MIN) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX) return 'passwordTooLong';
  return undefined;
}

export function validateLogin(input: {
  username: string;
  password: string;
}): FieldErrors<'username' | 'password'> {
  const errors: FieldErrors<'username' | 'password'> = {};
  if (!input.username.trim()) errors.username = 'usernameRequired';
  if (!input.password) errors.password = 'passwordRequired';
  return errors;
}

/** A new password and its confirmation (register, change password, reset). */
export function validateNewPassword(input: {
  password: string;
  confirm: string;
}): FieldErrors<'password' | 'confirm'> {
  const errors: FieldErrors<'password' | 'confirm'> = {};
  const problem = passwordError(input.password);
  if (problem) errors.password = problem;
  else if (input.password !== input.confirm) errors.confirm = 'passwordsDoNotMatch';
  return errors;
}

export function validateRegister(input: {
  email: string;
  password: string;
  confirm: string;
}): FieldErrors<'email' | 'password' | 'confirm'> {
  const errors: FieldErrors<'email' | 'password' | 'confirm'> = validateNewPassword(input);
  if (!input.email.trim()) errors.email = 'emailRequired';
  else if (!isEmail(input.email)) errors.email = 'emailInvalid';
  return errors;
}

export function validateReview(input: {
  rating: number;
  content: string;
  author: string;
  email: string;
  signedIn: boolean;
}): FieldErrors<'rating' | 'content' | 'author' | 'email'> {
  const errors: FieldErrors<'rating' | 'content' | 'author' | 'email'> = {};
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    errors.rating = 'ratingRequired';
  if (!input.content.trim()) errors.content = 'reviewRequired';
  if (!input.signedIn) {
    if (!input.author.trim()) errors.author = 'nameRequired';
    if (!input.email.trim()) errors.email = 'emailRequired';
    else if (!isEmail(input.email)) errors.email = 'emailInvalid';
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
