/** COMMERCE_CORS_ORIGINS: origins only, each checked, with a message naming a bad entry. */
import { describe, expect, it } from 'vitest';
import { loadConfig, parseCorsOrigins } from '../../config.ts';
import { corsHeaders } from '../../server.ts';

describe('COMMERCE_CORS_ORIGINS', () => {
  it('is empty by default, and then any origin may call without credentials', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    const headers = corsHeaders('https://anywhere.example', []);
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('reads a comma-separated list of origins', () => {
    expect(parseCorsOrigins(' https://shop.example.com , http://localhost:3000/ ')).toEqual([
      'https://shop.example.com',
      'http://localhost:3000',
    ]);
  });

  it('refuses an entry that is not an origin, naming it', () => {
    for (const bad of ['shop.example.com', 'https://shop.example.com/path', 'ftp://files.example', '*']) {
      expect(() => parseCorsOrigins(`https://ok.example,${bad}`)).toThrow(`"${bad}" is not an origin`);
    }
    expect(() => loadConfig({ COMMERCE_CORS_ORIGINS: 'nope' })).toThrow(/COMMERCE_CORS_ORIGINS/);
  });
});
