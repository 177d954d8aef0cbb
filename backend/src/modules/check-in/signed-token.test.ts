import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { readToken, signToken, type TokenKind } from './signed-token.js';

const A: TokenKind = { version: 'a1', key: (secret) => secret };
const B: TokenKind = { version: 'b1', key: (secret) => `b:${secret}` };

describe('signed tokens', () => {
  it('read back what was signed, with the signature that names the token', () => {
    const token = signToken(A, 'secret', { u: 7 });
    const read = readToken(A, 'secret', token);
    assert.deepEqual(read?.claims, { u: 7 });
    assert.equal(read?.signature, token.split('.')[2]);
  });

  it('refuse another secret, another kind (even relabelled), an altered payload and extra parts', () => {
    const token = signToken(A, 'secret', { u: 7 });
    const [, payload, sent] = token.split('.');
    assert.equal(readToken(A, 'other', token), null);
    assert.equal(readToken(B, 'secret', token), null);
    assert.equal(readToken(B, 'secret', `b1.${payload}.${sent}`), null);
    const altered = Buffer.from(JSON.stringify({ u: 8 })).toString('base64url');
    assert.equal(readToken(A, 'secret', `a1.${altered}.${sent}`), null);
    assert.equal(readToken(A, 'secret', `${token}.x`), null);
    assert.equal(readToken(A, 'secret', ''), null);
  });

  it('refuse payloads that are signed correctly but are not a claims object', () => {
    for (const claims of [[1, 2], 'text', null]) {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const sent = createHmac('sha256', 'secret').update(`a1.${payload}`).digest('base64url');
      assert.equal(readToken(A, 'secret', `a1.${payload}.${sent}`), null, JSON.stringify(claims));
    }
    const object = Buffer.from(JSON.stringify({ u: 1 })).toString('base64url');
    const sent = createHmac('sha256', 'secret').update(`a1.${object}`).digest('base64url');
    assert.deepEqual(readToken(A, 'secret', `a1.${object}.${sent}`)?.claims, { u: 1 });
  });
});
