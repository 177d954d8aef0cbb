import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { fastifyTrustProxy, ipLimitGroups, ipLimitKey, parseTrustProxy, type TrustProxy } from './client-address.js';

describe('ipLimitKey', () => {
  it('keeps an IPv4 address and groups an IPv6 address by its /64', () => {
    assert.equal(ipLimitKey('203.0.113.7'), '203.0.113.7');
    assert.equal(ipLimitKey('2001:db8:1:2::1'), '2001:db8:1:2::/64');
    assert.equal(ipLimitKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff'), '2001:db8:1:2::/64');
    assert.equal(ipLimitKey('2001:db8:1:3::1'), '2001:db8:1:3::/64');
    assert.equal(ipLimitKey('::1'), '::/64');
  });

  it('reads an IPv4 address written as IPv6 as the IPv4 address', () => {
    assert.equal(ipLimitKey('::ffff:203.0.113.7'), '203.0.113.7');
  });

  it('leaves anything that is not an address as it is', () => {
    assert.equal(ipLimitKey('unknown'), 'unknown');
  });
});

describe('ipLimitGroups', () => {
  it('adds the /56 and /48 of an IPv6 client, and nothing coarser for IPv4', () => {
    assert.deepEqual(ipLimitGroups('2001:db8:1:2a3b::1'), {
      ip: '2001:db8:1:2a3b::/64',
      ip56: '2001:db8:1:2a00::/56',
      ip48: '2001:db8:1::/48',
    });
    assert.deepEqual(ipLimitGroups('2001:db8:1:2aff:ffff::9').ip56, '2001:db8:1:2a00::/56');
    assert.deepEqual(ipLimitGroups('::ffff:203.0.113.7'), { ip: '203.0.113.7', ip56: null, ip48: null });
  });
});

describe('parseTrustProxy', () => {
  it('takes false, a hop count, or proxy addresses, CIDRs and range names', () => {
    assert.deepEqual(parseTrustProxy('false'), { value: false });
    assert.deepEqual(parseTrustProxy('0'), { value: false });
    assert.deepEqual(parseTrustProxy('2'), { value: 2 });
    assert.deepEqual(parseTrustProxy(' 10.0.0.5, 10.1.0.0/16 ,2001:db8::/32,loopback '), {
      value: ['10.0.0.5', '10.1.0.0/16', '2001:db8::/32', 'loopback'],
    });
  });

  it('refuses true, which would believe any X-Forwarded-For', () => {
    const result = parseTrustProxy('true');
    assert.ok('problem' in result);
    assert.match(result.problem, /believe any X-Forwarded-For/);
  });

  it('refuses what is not an address', () => {
    for (const text of ['yes', '10.0.0.300', '10.0.0.0/33', '::/129', '10.0.0.1/8/2', '11', ',']) {
      assert.ok('problem' in parseTrustProxy(text), text);
    }
  });
});

describe('the client address Fastify sees with TRUST_PROXY', () => {
  async function clientIp(trustProxy: TrustProxy, remoteAddress: string, forwardedFor: string): Promise<string> {
    const app = Fastify({ trustProxy: fastifyTrustProxy(trustProxy) });
    app.get('/', async (request) => request.ip);
    const response = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    await app.close();
    return response.body;
  }

  it('with a hop count, is the address the last proxy saw, not what the client wrote before it', async () => {
    assert.equal(await clientIp(1, '10.0.0.5', '198.51.100.1, 203.0.113.9'), '203.0.113.9');
    assert.equal(await clientIp(2, '10.0.0.5', '198.51.100.1, 203.0.113.9, 10.0.0.4'), '203.0.113.9');
  });

  it('with proxy addresses, believes the header only from them', async () => {
    assert.equal(await clientIp(['10.0.0.0/8'], '10.0.0.5', '198.51.100.1, 203.0.113.9'), '203.0.113.9');
    assert.equal(await clientIp(['10.0.0.0/8'], '192.0.2.1', '203.0.113.9'), '192.0.2.1');
  });

  it('without a proxy, ignores the header', async () => {
    assert.equal(await clientIp(false, '192.0.2.1', '203.0.113.9'), '192.0.2.1');
  });
});
