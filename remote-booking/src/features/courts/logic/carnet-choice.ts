import type { CarnetOption } from '@venue/api/schemas/carnet';

/** The carnet chosen in the options step; `split`: it pays what it has and the rest goes online. */
export interface CarnetChoice {
  readonly carnet: number | null;
  readonly split: boolean;
}

/** A value carnet short of the price still has a way forward: it pays its part, BLIK or a transfer the rest. */
export function canSplit(option: CarnetOption): boolean {
  return !option.usable && option.reason === 'insufficient_value' && option.shortfall > 0;
}

export function carnetChoiceValue(choice: CarnetChoice): string {
  return choice.split ? `${choice.carnet}:split` : String(choice.carnet);
}

export function parseCarnetChoice(value: string): CarnetChoice {
  const [id, split] = value.split(':');
  return { carnet: Number(id), split: split === 'split' };
}

/** The option the choice stands for, if it can still be taken for this slot (usable, or split when short). */
export function chosenOption(options: readonly CarnetOption[] | undefined, choice: CarnetChoice): CarnetOption | null {
  if (choice.carnet === null || !options) return null;
  const option = options.find((item) => item.carnet.id === choice.carnet);
  if (!option) return null;
  if (choice.split ? canSplit(option) : option.usable) return option;
  return null;
}

/** How many of the player's carnets could pay for this slot, in full or in part. */
export function usableCount(options: readonly CarnetOption[]): number {
  return options.filter((option) => option.usable || canSplit(option)).length;
}
