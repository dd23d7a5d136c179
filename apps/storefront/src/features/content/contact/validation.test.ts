import { describe, expect, it } from 'vitest';
import { type ContactValues, readContactForm, validateContact } from './validation';

const valid: ContactValues = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  subject: 'Bulk order',
  message: 'Could you quote 500 FFP3 masks?',
};

describe('validateContact', () => {
  it('accepts a valid message and trims it', () => {
    expect(validateContact({ ...valid, name: '  Dana ', subject: '  ' })).toEqual({
      ok: true,
      data: { name: 'Dana', email: 'dana@example.com', subject: null, message: valid.message },
    });
  });

  it('names every field that is wrong at once', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', message: 'short' })).toEqual({
      ok: false,
      errors: { name: 'nameRequired', email: 'emailRequired', message: 'messageTooShort' },
    });
  });

  it.each([
    [{ name: 'N'.repeat(101) }, { name: 'nameTooLong' }],
    [{ name: 'Dana\nBcc: x' }, { name: 'nameOneLine' }],
    [{ email: 'dana.example.com' }, { email: 'emailInvalid' }],
    [{ email: 'dana@example' }, { email: 'emailInvalid' }],
    [{ email: 'dana@exa mple.com' }, { email: 'emailInvalid' }],
    [{ email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }, { email: 'emailTooLong' }],
    [{ subject: 'S'.repeat(151) }, { subject: 'subjectTooLong' }],
    [{ subject: 'a\r\nb' }, { subject: 'subjectOneLine' }],
    [{ message: '   123456789   ' }, { message: 'messageTooShort' }],
    [{ message: 'M'.repeat(5001) }, { message: 'messageTooLong' }],
  ])('refuses %o', (change, errors) => {
    expect(validateContact({ ...valid, ...change })).toEqual({ ok: false, errors });
  });

  it('accepts the limits themselves', () => {
    const result = validateContact({
      name: 'N'.repeat(100),
      email: `first.o'neil+ppe@mail.example.co`,
      subject: 'S'.repeat(150),
      message: 'M'.repeat(5000),
    });
    expect(result.ok).toBe(true);
    expect(validateContact({ ...valid, message: '1234567890' }).ok).toBe(true);
  });
});

describe('readContactForm', () => {
  it('reads the four fields and treats missing or non-text ones as empty', () => {
    const form = new FormData();
    form.set('name', 'Dana');
    form.set('email', 'dana@example.com');
    form.set('message', new Blob(['file']));
    expect(readContactForm(form)).toEqual({
      name: 'Dana',
      email: 'dana@example.com',
      subject: '',
      message: '',
    });
  });
});
