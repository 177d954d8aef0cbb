import en from './en';

function strings(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? strings(value) : [],
  );
}

// A court booked for a date is not a class or a training "session": English says dates.
it('calls the dates of a court booking "dates", never "sessions"', () => {
  expect(strings(en).filter((text) => /\bsessions?\b/i.test(text))).toEqual([]);
  expect(en.occurrences_other).toBe('{{count}} dates');
});
