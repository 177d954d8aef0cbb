import { setLanguage } from './language-switch';
import { loadAllLanguages } from './testing';
import { sportName } from './sport-name';

beforeAll(loadAllLanguages);

describe('sportName', () => {
  it('names a known sport in the interface language, whatever the server calls it', () => {
    setLanguage('en');
    expect(sportName({ code: 'tennis', name: 'Tenis' })).toBe('Tennis');
    setLanguage('ua');
    expect(sportName({ code: 'squash', name: 'Squash' })).toBe('Сквош');
    setLanguage('pl');
    expect(sportName({ code: 'padel', name: 'Padel' })).toBe('Padel');
  });

  it('keeps the server’s name for a sport added later', () => {
    setLanguage('en');
    expect(sportName({ code: 'badminton', name: 'Badminton' })).toBe('Badminton');
  });
});
