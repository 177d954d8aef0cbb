let mockOffline = true;

jest.mock('@venue/api/phone', () => {
  if (mockOffline) throw new Error('chunk failed to load');
  return jest.requireActual<typeof import('@venue/api/phone')>('@venue/api/phone');
});

it('forgets a failed download, so the next use goes back to the network', async () => {
  const { loadPhoneRules } = await import('./load-phone-rules');
  await expect(loadPhoneRules()).rejects.toThrow('chunk failed to load');

  mockOffline = false;
  const rules = await loadPhoneRules();
  expect(rules.normalizePhone('+48', '512 345 678')).toBe('+48512345678');
  expect(await loadPhoneRules()).toBe(rules);
});
