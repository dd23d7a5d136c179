import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('SMTP configuration', () => {
  it('reads one SMTP_URL: host, port, percent-encoded credentials, TLS for smtps', () => {
    const plain = loadConfig({ SMTP_URL: 'smtp://shop%40example.com:p%3Ass@mail.example.com:2525' }).smtp;
    expect(plain).toMatchObject({
      host: 'mail.example.com',
      port: 2525,
      user: 'shop@example.com',
      pass: 'p:ss',
      secure: false,
    });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com' }).smtp).toMatchObject({
      port: 465,
      secure: true,
      user: null,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1' }).smtp).toMatchObject({ port: 587, secure: false });
  });

  it('still takes the SMTP_HOST group, and neither means the outbox', () => {
    expect(loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_PORT: '25' }).smtp).toMatchObject({
      host: 'mail.example.com',
      port: 25,
    });
    expect(loadConfig({}).smtp).toBeNull();
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps:// with a message that says so', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL must look like smtp:\/\//,
    );
  });
});

describe('COMMERCE_PROFILE', () => {
  it('defaults to the full schema and takes "stock"', () => {
    expect(loadConfig({}).profile).toBe('full');
    expect(loadConfig({ COMMERCE_PROFILE: 'stock' }).profile).toBe('stock');
  });

  it('refuses any other value with a message naming both profiles', () => {
    expect(() => loadConfig({ COMMERCE_PROFILE: 'woonuxt' })).toThrow(
      /COMMERCE_PROFILE must be "full" .* or "stock"/,
    );
  });
});
