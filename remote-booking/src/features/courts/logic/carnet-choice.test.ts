import { makeCarnetOption, makeUserCarnet } from '../../../testing/carnets';
import { canSplit, carnetChoiceValue, chosenOption, parseCarnetChoice, usableCount } from './carnet-choice';

const usable = makeCarnetOption();
const short = makeCarnetOption({
  carnet: makeUserCarnet({ id: 32, kind: 'amount' }),
  usable: false,
  reason: 'insufficient_value',
  shortfall: 2000,
});
const emptyShort = makeCarnetOption({ carnet: makeUserCarnet({ id: 33 }), usable: false, reason: 'insufficient_value', shortfall: 0 });
const outside = makeCarnetOption({ carnet: makeUserCarnet({ id: 34 }), usable: false, reason: 'outside_hours' });

describe('carnet choice', () => {
  it('offers carnet + online for the rest only to a value carnet short of the price', () => {
    expect(canSplit(short)).toBe(true);
    expect(canSplit(emptyShort)).toBe(false);
    expect(canSplit(outside)).toBe(false);
    expect(canSplit(usable)).toBe(false);
    expect(usableCount([usable, short, emptyShort, outside])).toBe(2);
  });

  it('reads back what it wrote', () => {
    for (const choice of [
      { carnet: 31, split: false },
      { carnet: 32, split: true },
    ]) {
      expect(parseCarnetChoice(carnetChoiceValue(choice))).toEqual(choice);
    }
  });

  it('finds the chosen option only while it can still pay for the slot', () => {
    const options = [usable, short, outside];
    expect(chosenOption(options, { carnet: 31, split: false })).toBe(usable);
    expect(chosenOption(options, { carnet: 32, split: true })).toBe(short);
    expect(chosenOption(options, { carnet: 32, split: false })).toBeNull();
    expect(chosenOption(options, { carnet: 34, split: false })).toBeNull();
    expect(chosenOption(options, { carnet: 99, split: false })).toBeNull();
    expect(chosenOption(undefined, { carnet: 31, split: false })).toBeNull();
    expect(chosenOption(options, { carnet: null, split: false })).toBeNull();
  });
});
