import { i18n, registerTranslations } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { loadTrainerTranslations } from './all-languages';

beforeAll(async () => {
  await loadAllLanguages();
  registerTranslations('trainer', await loadTrainerTranslations());
});

const say = (code: 'pl' | 'en' | 'uk', key: string) => [1, 2, 5, 22].map((count) => i18n.getFixedT(code, 'trainer')(key, { count }));

describe('trainer plurals for 1, 2, 5 and 22', () => {
  it.each([
    ['pl', ['1 lekcja', '2 lekcje', '5 lekcji', '22 lekcje']],
    ['en', ['1 lesson', '2 lessons', '5 lessons', '22 lessons']],
    ['uk', ['1 заняття', '2 заняття', '5 занять', '22 заняття']],
  ] as const)('counts the week’s lessons in %s', (code, expected) => {
    expect(say(code, 'overview.week.lessonCount')).toEqual(expected);
  });

  it.each([
    ['pl', ['1 zajęcia', '2 zajęcia', '5 zajęć', '22 zajęcia']],
    ['en', ['1 class', '2 classes', '5 classes', '22 classes']],
    ['uk', ['1 групове заняття', '2 групові заняття', '5 групових занять', '22 групові заняття']],
  ] as const)('counts the week’s classes in %s', (code, expected) => {
    expect(say(code, 'overview.week.classCount')).toEqual(expected);
  });

  it.each([
    ['pl', ['1 pozycja', '2 pozycje', '5 pozycji', '22 pozycje']],
    ['en', ['1 entry', '2 entries', '5 entries', '22 entries']],
    ['uk', ['1 запис', '2 записи', '5 записів', '22 записи']],
  ] as const)('counts the listed entries in %s', (code, expected) => {
    expect(say(code, 'reservations.count')).toEqual(expected);
  });

  it.each([
    ['pl', ['1 uczestnik', '2 uczestników', '5 uczestników', '22 uczestników']],
    ['uk', ['1 учасник', '2 учасники', '5 учасників', '22 учасники']],
  ] as const)('counts a class’s participants in %s', (code, expected) => {
    expect(say(code, 'entry.participants')).toEqual(expected);
  });

  it.each([
    ['pl', 'zostawiają 1 zarezerwowaną lekcję', 'zostawiają 22 zarezerwowane lekcje', 'zostawiają 5 zarezerwowanych lekcji'],
    ['uk', 'залишають 1 заброньоване заняття', 'залишають 22 заброньовані заняття', 'залишають 5 заброньованих занять'],
  ] as const)('words the lessons left outside new hours in %s', (code, one, twentyTwo, five) => {
    const [first, , fifth, last] = say(code, 'workingHours.outside.intro');
    expect(first).toContain(one);
    expect(fifth).toContain(five);
    expect(last).toContain(twentyTwo);
  });
});
