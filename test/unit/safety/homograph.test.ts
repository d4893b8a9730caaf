import { describe, expect, it } from 'vitest';
import { isMixedScript, toSkeleton } from '../../../src/modules/safety/confusables.js';
import { detectHomograph } from '../../../src/modules/safety/homograph.js';

const host = (input: string) => new URL(`https://${input}/`).hostname;

describe('toSkeleton', () => {
  it.each([
    ['pаypal', 'paypal'],
    ['paypa1', 'paypal'],
    ['g00gle', 'google'],
    ['arnazon', 'amazon'],
    ['vvhatsapp', 'whatsapp'],
    ['pàypal', 'paypal'],
  ])('maps %s to %s', (label, skeleton) => {
    expect(toSkeleton(label)).toBe(skeleton);
  });
});

describe('isMixedScript', () => {
  it.each(['pаypal', 'gοogle', 'сhase'])('flags %s', (label) => {
    expect(isMixedScript(label)).toBe(true);
  });

  it.each(['paypal', 'münchen', 'пример', '例え', 'ドメイン名例', '도메인', 'παράδειγμα', 'abc例え'])(
    'accepts %s',
    (label) => {
      expect(isMixedScript(label)).toBe(false);
    },
  );
});

describe('detectHomograph', () => {
  it.each([
    ['pаypal.com', 'mixed_script'],
    ['аррӏе.com', 'homograph'],
    ['paypa1.com', 'homograph'],
    ['rnicrosoft.com', 'homograph'],
    ['login.g00gle.co.uk', 'homograph'],
  ])('marks %s unknown (%s)', (input, reason) => {
    expect(detectHomograph(host(input))).toMatchObject({ verdict: 'unknown', reason });
  });

  it('names the imitated brand in its message', () => {
    expect(detectHomograph(host('paypa1.com'))?.message).toContain('paypal.com');
  });

  it.each([
    'paypal.com',
    'www.paypal.com',
    'paypal.de',
    'accounts.google.com',
    'münchen.de',
    '例え.jp',
    'пример.рф',
    'example.com',
    '8.8.8.8',
  ])('leaves %s alone', (input) => {
    expect(detectHomograph(host(input))).toBeNull();
  });
});
