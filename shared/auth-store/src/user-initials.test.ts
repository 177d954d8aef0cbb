import { userInitials } from './user-initials';

describe('userInitials', () => {
  it.each([
    [{ first_name: 'anna', last_name: 'nowak', email: 'a@x.pl' }, 'AN'],
    [{ first_name: ' Łucja ', last_name: 'Żak', email: '' }, 'ŁŻ'],
    [{ first_name: 'Олена', last_name: 'Шевченко', email: '' }, 'ОШ'],
    [{ first_name: 'Jan', last_name: '', email: '' }, 'J'],
    [{ first_name: '', last_name: '', email: 'ewa@example.com' }, 'E'],
    [{ first_name: '', last_name: '', email: '' }, ''],
  ])('%j → %s', (user, expected) => {
    expect(userInitials(user)).toBe(expected);
  });
});
