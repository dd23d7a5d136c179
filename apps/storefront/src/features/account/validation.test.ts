import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  validateLogin,
  validateNewPassword,
  validateRegister,
  validateReview,
} from './validation';

describe('validation', () => {
  it('needs a username and a password to log in', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: 'usernameRequired',
      password: 'passwordRequired',
    });
    expect(hasErrors(validateLogin({ username: 'ada', password: 'x' }))).toBe(false);
  });

  it('needs matching passwords of 8 to 128 characters', () => {
    expect(validateNewPassword({ password: 'short', confirm: 'short' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(validateNewPassword({ password: 'x'.repeat(129), confirm: 'x'.repeat(129) })).toEqual({
      password: 'passwordTooLong',
    });
    expect(validateNewPassword({ password: 'long enough', confirm: 'long enougH' })).toEqual({
      confirm: 'passwordsDoNotMatch',
    });
    expect(validateNewPassword({ password: 'long enough', confirm: 'long enough' })).toEqual({});
  });

  it('needs a valid email to register', () => {
    expect(validateRegister({ email: 'a@b.c', password: 'long enough', confirm: 'long enough' })).toEqual({
      email: 'emailInvalid',
    });
    expect(validateRegister({ email: 'nope', password: 'long enough', confirm: 'long enough' })).toEqual({
      email: 'emailInvalid',
    });
    expect(validateRegister({ email: '', password: 'long enough', confirm: 'x' })).toEqual({
      email: 'emailRequired',
      confirm: 'passwordsDoNotMatch',
    });
    expect(
      validateRegister({ email: 'ada@example.com', password: 'long enough', confirm: 'long enough' }),
    ).toEqual({});
  });

  it('needs a rating and text for a review, and name and email from a guest', () => {
    expect(validateReview({ rating: 0, content: '', author: '', email: '', signedIn: false })).toEqual({
      rating: 'ratingRequired',
      content: 'reviewRequired',
      author: 'nameRequired',
      email: 'emailRequired',
    });
    expect(validateReview({ rating: 4, content: 'Good', author: '', email: '', signedIn: true })).toEqual({});
    expect(
      validateReview({ rating: 6, content: 'Good', author: 'A', email: 'a@b', signedIn: false }),
    ).toEqual({
      rating: 'ratingRequired',
      email: 'emailInvalid',
    });
  });
});
