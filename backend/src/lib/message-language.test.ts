import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { messageLanguageOf, requestMessageLanguage } from './message-language.js';

describe('messageLanguageOf', () => {
  it('is Polish without a header or with an empty one', () => {
    assert.equal(messageLanguageOf(undefined), 'pl');
    assert.equal(messageLanguageOf(''), 'pl');
    assert.equal(messageLanguageOf('   '), 'pl');
  });

  it('reads the three languages the apps send', () => {
    assert.equal(messageLanguageOf('pl'), 'pl');
    assert.equal(messageLanguageOf('en'), 'en');
    assert.equal(messageLanguageOf('uk'), 'uk');
  });

  it('takes `ua` (the name the apps store the choice under) as Ukrainian', () => {
    assert.equal(messageLanguageOf('ua'), 'uk');
    assert.equal(messageLanguageOf('UA'), 'uk');
  });

  it('counts regional variants as their language, in any case and with either separator', () => {
    assert.equal(messageLanguageOf('uk-UA'), 'uk');
    assert.equal(messageLanguageOf('en-GB'), 'en');
    assert.equal(messageLanguageOf('EN-us'), 'en');
    assert.equal(messageLanguageOf('pl-PL'), 'pl');
    assert.equal(messageLanguageOf('en_GB'), 'en');
  });

  it('follows q-values, not the order, and the order on a tie', () => {
    assert.equal(messageLanguageOf('pl;q=0.5, uk;q=0.9, en;q=0.8'), 'uk');
    assert.equal(messageLanguageOf('en;q=0.3,uk'), 'uk');
    assert.equal(messageLanguageOf('uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7'), 'uk');
    assert.equal(messageLanguageOf('en-GB,en;q=0.9,pl;q=0.8'), 'en');
    assert.equal(messageLanguageOf('en;q=0.8, uk;q=0.8'), 'en');
    assert.equal(messageLanguageOf('uk;q=1.000,en;q=0.999'), 'uk');
    assert.equal(messageLanguageOf('en ; q = 0.7 , uk ; q = 0.6'), 'en');
  });

  it('skips languages it does not write and picks the best one it does', () => {
    assert.equal(messageLanguageOf('de-DE,de;q=0.9,en;q=0.5'), 'en');
    assert.equal(messageLanguageOf('fr, ru;q=0.9, uk;q=0.1'), 'uk');
    assert.equal(messageLanguageOf('de, fr'), 'pl');
    assert.equal(messageLanguageOf('*'), 'pl');
    // `eng` and `ukr` are not the two-letter tags; `english` is no tag at all.
    assert.equal(messageLanguageOf('english, ukr'), 'pl');
  });

  it('ignores ranges refused with q=0 and ranges with a malformed weight', () => {
    assert.equal(messageLanguageOf('uk;q=0, en'), 'en');
    assert.equal(messageLanguageOf('en;q=0.000'), 'pl');
    assert.equal(messageLanguageOf('uk;q=2, en;q=0.1'), 'en');
    assert.equal(messageLanguageOf('uk;q=abc, en;q=0.1'), 'en');
    assert.equal(messageLanguageOf('uk;q=-1'), 'pl');
    assert.equal(messageLanguageOf('uk;q=0.1234'), 'pl');
  });

  it('survives junk', () => {
    assert.equal(messageLanguageOf(',,;;,=,q=1'), 'pl');
    assert.equal(messageLanguageOf(';q=0.9'), 'pl');
    assert.equal(messageLanguageOf('-UA'), 'pl');
    assert.equal(messageLanguageOf(`${'x,'.repeat(5000)}en`), 'en');
    assert.equal(messageLanguageOf('constructor, __proto__, toString'), 'pl');
  });
});

describe('requestMessageLanguage', () => {
  it('reads the Accept-Language header of a request', () => {
    assert.equal(requestMessageLanguage({ headers: { 'accept-language': 'uk-UA,uk;q=0.9' } }), 'uk');
    assert.equal(requestMessageLanguage({ headers: {} }), 'pl');
  });
});
