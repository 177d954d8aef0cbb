import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { CompanyLookupResponseSchema, type ApiErrorBody, type CompanyLookupResponse } from '@venue/api';
import { HttpCompanyRegistry, splitAddress } from '../../plugins/registry/http-registry.js';
import { buildTestApp, call, testConfig, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { REGISTRY_LOOKUPS_PER_MINUTE } from './routes.js';

type Behaviour = 'found' | 'none' | 'fail' | 'garbage' | 'hang';

/** A local stand-in for the national register, answering in its JSON format. */
function startStubRegistry() {
  const requests: { url: string; authorization: string | undefined }[] = [];
  let behaviour: Behaviour = 'found';
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    if (behaviour === 'hang') return void hanging.push(response);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (behaviour === 'fail') return json(503, { code: 'WL-191', message: 'Service unavailable' });
    if (behaviour === 'garbage') return void response.end('<html>oops</html>');
    if (behaviour === 'none') return json(200, { result: { subject: null, requestId: 'r1' } });
    json(200, {
      result: {
        subject: {
          name: 'PRZYKŁADOWA SPÓŁKA Z O.O.',
          nip: '7740001454',
          regon: '123456785',
          workingAddress: 'UL. PROSTA 1/2, 00-950 WARSZAWA',
          residenceAddress: null,
        },
        requestId: 'r2',
      },
    });
  });
  return {
    requests,
    setBehaviour: (next: Behaviour) => void (behaviour = next),
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const lookup = (t: TestApp, body: unknown, ip = '10.0.0.1') =>
  call<CompanyLookupResponse>(t.app, 'POST', '/api/marketplace/app/getdatafromgus', body, { remoteAddress: ip });
const codeOf = (body: unknown) => (body as ApiErrorBody).code;

describe('POST /api/marketplace/app/getdatafromgus', () => {
  const ctx = useTestDatabase();

  describe('sandbox registry (default)', () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(ctx.database);
    });

    it('finds a sandbox company by NIP, with separators allowed', async () => {
      const response = await lookup(t, { nip: '526-025-02-74' });
      assert.equal(response.status, 200);
      assert.ok(v.is(CompanyLookupResponseSchema, response.body));
      assert.deepEqual(response.body, {
        type: 'company',
        name: 'Ministerstwo Finansów',
        nip: '5260250274',
        street: 'ul. Świętokrzyska 12',
        postalCode: '00-916',
        city: 'Warszawa',
        country: 'Polska',
        regon: '000002217',
      });
    });

    it('answers 404 for a valid NIP it does not know and 400 for an invalid one', async () => {
      const unknown = await lookup(t, { nip: '1234563218' });
      assert.equal(unknown.status, 404);
      assert.equal(codeOf(unknown.body), 'NOT_FOUND');
      const invalid = await lookup(t, { nip: '5260250275' });
      assert.equal(invalid.status, 400);
      assert.deepEqual((invalid.body as unknown as ApiErrorBody).fieldErrors, { nip: { key: 'validation.nip' } });
      assert.equal((await lookup(t, {})).status, 400);
      assert.equal((await lookup(t, { nip: 5260250274 })).status, 400);
    });

    it(`allows ${REGISTRY_LOOKUPS_PER_MINUTE} lookups a minute per address`, async () => {
      for (let i = 0; i < REGISTRY_LOOKUPS_PER_MINUTE; i++) assert.equal((await lookup(t, { nip: '7740001454' }, '10.9.9.9')).status, 200);
      const limited = await lookup(t, { nip: '7740001454' }, '10.9.9.9');
      assert.equal(limited.status, 429);
      assert.equal(codeOf(limited.body), 'RATE_LIMITED');
      assert.equal((await lookup(t, { nip: '7740001454' }, '10.9.9.8')).status, 200);
      t.clock.advance(61);
      assert.equal((await lookup(t, { nip: '7740001454' }, '10.9.9.9')).status, 200);
    });
  });

  describe('http registry against a local stub', () => {
    const stub = startStubRegistry();
    let t: TestApp;
    before(async () => {
      const url = await stub.start();
      t = await buildTestApp(ctx.database, {
        config: { account: { ...testConfig().account, registry: { provider: 'http', url, key: 'secret-key', timeoutMs: 300 } } },
      });
    });
    after(() => stub.stop());

    it('maps the register subject to billing fields and sends the key', async () => {
      stub.setBehaviour('found');
      const response = await lookup(t, { nip: '7740001454' }, '10.1.0.1');
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, {
        type: 'company',
        name: 'PRZYKŁADOWA SPÓŁKA Z O.O.',
        nip: '7740001454',
        street: 'UL. PROSTA 1/2',
        postalCode: '00-950',
        city: 'WARSZAWA',
        country: 'Polska',
        regon: '123456785',
      });
      const last = stub.requests.at(-1);
      assert.match(last?.url ?? '', /^\/api\/search\/nip\/7740001454\?date=\d{4}-\d{2}-\d{2}$/);
      assert.equal(last?.authorization, 'Bearer secret-key');
    });

    it('answers 404 when the register has no subject', async () => {
      stub.setBehaviour('none');
      const response = await lookup(t, { nip: '7740001454' }, '10.1.0.2');
      assert.equal(response.status, 404);
      assert.equal(codeOf(response.body), 'NOT_FOUND');
    });

    it('answers 502 REGISTRY_UNAVAILABLE when the register fails, talks nonsense or hangs', async () => {
      for (const behaviour of ['fail', 'garbage', 'hang'] as const) {
        stub.setBehaviour(behaviour);
        const response = await lookup(t, { nip: '7740001454' }, `10.2.0.${behaviour.length}`);
        assert.equal(response.status, 502, behaviour);
        assert.equal(codeOf(response.body), 'REGISTRY_UNAVAILABLE');
      }
    });

    it('answers 502 when the register is unreachable', async () => {
      const registry = new HttpCompanyRegistry({ url: 'http://127.0.0.1:1', key: null, timeoutMs: 500 });
      await assert.rejects(registry.findByNip('7740001454'), { name: 'RegistryUnavailableError' });
    });
  });
});

describe('splitAddress', () => {
  it('splits the register address line', () => {
    assert.deepEqual(splitAddress('ŚWIĘTOKRZYSKA 12, 00-916 WARSZAWA'), {
      street: 'ŚWIĘTOKRZYSKA 12',
      postalCode: '00-916',
      city: 'WARSZAWA',
    });
    assert.deepEqual(splitAddress('KORYTÓW A 12 96-314 KORYTÓW A'), { street: 'KORYTÓW A 12', postalCode: '96-314', city: 'KORYTÓW A' });
    assert.deepEqual(splitAddress('somewhere'), { street: 'somewhere', postalCode: '', city: '' });
  });
});
