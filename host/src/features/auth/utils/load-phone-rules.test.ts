let mockOffline = true;

jest.mock('@venue/api/sms-phone', () => {
  if (mockOffline) throw new Error('chunk failed to load');
  return jest.requireActual<typeof import('@venue/api/sms-phone')>('@venue/api/sms-phone');
});

it('forgets a failed download, so the next use goes back to the network', async () => {
  const { loadPhoneRules } = await import('./load-phone-rules');
  await expect(loadPhoneRules()).rejects.toThrow('chunk failed to load');

  mockOffline = false;
  const rules = await loadPhoneRules();
  expect(rules.checkSmsPhone('+48', '512 345 678')).toEqual({ ok: true, e164: '+48512345678' });
  expect(await loadPhoneRules()).toBe(rules);
});
