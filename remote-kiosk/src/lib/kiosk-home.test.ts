import { kioskHome } from './kiosk-home';

describe('kioskHome', () => {
  it("leads from any kiosk page to the same venue's start screen", () => {
    expect(kioskHome('/self-checkout/3')).toBe('/self-checkout/3');
    expect(kioskHome('/self-checkout/3/0b7e9d5a-1b2c-4d3e-9f00-000000000001')).toBe('/self-checkout/3');
  });

  it('stays on the page list off the kiosk route', () => {
    expect(kioskHome('/')).toBe('/');
    expect(kioskHome('/reservation/3')).toBe('/');
  });
});
