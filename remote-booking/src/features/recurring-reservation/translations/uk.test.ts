import uk from './uk';

function strings(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? strings(value) : [],
  );
}

it('calls the dates of a weekly court booking "терміни", never "заняття" (classes)', () => {
  const all = strings(uk);
  expect(all.filter((text) => /занят/i.test(text))).toEqual([]);
  expect(uk.occurrences_few).toBe('{{count}} терміни');
  expect(uk.occurrences_many).toBe('{{count}} термінів');
});
