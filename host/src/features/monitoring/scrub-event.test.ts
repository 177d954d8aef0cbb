import type { ErrorEvent, Event } from '@sentry/react';
import { scrubBreadcrumb, scrubEvent, scrubRecordingEvent, scrubText } from './scrub-event';

const UUID = '3f2c1a9e-5b7d-4c8e-9f01-23456789abcd';
const SHARE = 'h7Gk2mQ9';
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';

describe('scrubText', () => {
  it('replaces pay-by-link, share and kiosk capabilities, query values, phones and SMS codes, and keeps the words', () => {
    expect(scrubText(`http://localhost:3000/p/${UUID}?return=/s/${SHARE}`)).toBe('http://localhost:3000/p/[redacted]?return=[redacted]');
    expect(scrubText(`/s/${SHARE}`)).toBe('/s/[redacted]');
    expect(scrubText(`/self-checkout/12/${UUID}`)).toBe('/self-checkout/12/[redacted]');
    expect(scrubText('SMS to +48 501 234 567 with code: 123456')).toBe('SMS to [redacted] with code: [redacted]');
    expect(scrubText('Venue 12 has no court 3 on /booking/courts')).toBe('Venue 12 has no court 3 on /booking/courts');
  });
});

describe('scrubEvent', () => {
  it('sends an error from a pay-by-link page without the uuid, cookies or body, and keeps its trace', () => {
    const event: ErrorEvent = {
      type: undefined,
      message: `failed on /p/${UUID}`,
      request: {
        url: `http://localhost:3000/p/${UUID}`,
        headers: { 'User-Agent': 'Firefox', Referer: `http://localhost:3000/s/${SHARE}`, Cookie: 'auth_token=abc' },
        cookies: { auth_token: 'abc' },
        data: { phone: '+48501234567' },
      },
      exception: { values: [{ type: 'Error', value: `reservation ${UUID} not found` }] },
      breadcrumbs: [{ category: 'navigation', data: { from: '/', to: `/p/${UUID}` } }],
      contexts: { trace: { trace_id: TRACE_ID, span_id: 'b7ad6b7169203331', data: { 'sentry.replay_id': 'a'.repeat(31) + '1' } } },
      tags: { language: 'pl' },
      extra: { componentStack: '\n    at PayPage' },
    };
    const scrubbed = scrubEvent(event);
    expect(JSON.stringify(scrubbed)).not.toContain(UUID);
    expect(JSON.stringify(scrubbed)).not.toContain(SHARE);
    expect(scrubbed.request).toEqual({
      url: 'http://localhost:3000/p/[redacted]',
      headers: { 'User-Agent': 'Firefox', Referer: 'http://localhost:3000/s/[redacted]' },
    });
    expect(scrubbed.exception?.values?.[0]?.value).toBe('reservation [redacted] not found');
    expect(scrubbed.contexts?.trace).toEqual(event.contexts?.trace);
    expect(scrubbed.tags).toEqual({ language: 'pl' });
  });

  it('names a transaction and its spans without the capability', () => {
    const transaction: Event = {
      type: 'transaction',
      transaction: `/self-checkout/4/${UUID}`,
      spans: [
        {
          span_id: 'b7ad6b7169203331',
          trace_id: TRACE_ID,
          start_timestamp: 1,
          status: 'ok',
          description: `GET http://localhost:4000/api/public/reservation/${UUID}`,
          data: { url: `http://localhost:4000/api/public/reservation/${UUID}` },
        },
      ],
    };
    const scrubbed = scrubEvent(transaction);
    expect(scrubbed.transaction).toBe('/self-checkout/4/[redacted]');
    expect(scrubbed.spans?.[0]?.description).toBe('GET http://localhost:4000/api/public/reservation/[redacted]');
    expect(scrubbed.spans?.[0]?.trace_id).toBe(TRACE_ID);
  });

  it('lists the pages a replay saw without capabilities', () => {
    const replay = { type: 'replay_event', urls: [`http://localhost:3000/p/${UUID}`] } as unknown as ErrorEvent;
    expect((scrubEvent(replay) as unknown as { urls: string[] }).urls).toEqual(['http://localhost:3000/p/[redacted]']);
  });
});

describe('scrubBreadcrumb', () => {
  it('scrubs a fetch breadcrumb’s URL and a console message', () => {
    expect(
      scrubBreadcrumb({ category: 'fetch', data: { url: `http://localhost:4000/api/users/share/${SHARE}/x?token=t0k`, status_code: 200 } }),
    ).toEqual({
      category: 'fetch',
      data: { url: 'http://localhost:4000/api/users/share/[redacted]/x?token=[redacted]', status_code: 200 },
    });
    expect(scrubBreadcrumb({ category: 'console', message: 'code=4321 sent to 501234567' }).message).toBe(
      'code=[redacted] sent to [redacted]',
    );
  });
});

describe('scrubRecordingEvent', () => {
  it('records the page a replay opened and the requests it made without capabilities, and leaves DOM events to masking', () => {
    const meta = { type: 4, timestamp: 1, data: { href: `http://localhost:3000/p/${UUID}`, width: 360, height: 640 } };
    expect(scrubRecordingEvent(meta).data).toEqual({ href: 'http://localhost:3000/p/[redacted]', width: 360, height: 640 });
    const span = {
      type: 5,
      timestamp: 2,
      data: {
        tag: 'performanceSpan',
        payload: { op: 'resource.fetch', description: `http://localhost:4000/api/public/reservation/${UUID}` },
      },
    };
    expect(scrubRecordingEvent(span).data.payload.description).toBe('http://localhost:4000/api/public/reservation/[redacted]');
    const mutation = { type: 3, timestamp: 3, data: { source: 0, texts: [] } };
    expect(scrubRecordingEvent(mutation)).toBe(mutation);
  });
});
