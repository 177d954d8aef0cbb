import { useTranslation } from 'react-i18next';
import type { CarnetOption } from '@venue/api/schemas/carnet';
import { formatMoney, useLanguage } from '@venue/i18n';
import { ChoiceGroup, type ChoiceOption } from '@venue/ui';
import { useCarnetAmount, useCarnetReason } from '../../../components/carnets';
import { carnetChoiceValue, canSplit, parseCarnetChoice, type CarnetChoice } from '../logic/carnet-choice';

interface Props {
  readonly options: readonly CarnetOption[];
  readonly value: CarnetChoice;
  readonly onChange: (choice: CarnetChoice) => void;
  readonly error?: string | undefined;
}

/**
 * The player's carnets at the venue, judged for the chosen slot: a usable one says what it would
 * take (1 entry, or the wallet's part first and then the carnet's), an unusable one is disabled
 * with the reason, and a value carnet short of the price offers "carnet + BLIK or transfer for the rest".
 */
export function CarnetPicker({ options, value, onChange, error }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const amount = useCarnetAmount();
  const reason = useCarnetReason();
  const money = (grosze: number) => formatMoney(grosze, language);

  const choices: ChoiceOption<string>[] = options.flatMap((option): ChoiceOption<string>[] => {
    const { carnet } = option;
    const left = amount(carnet.kind, carnet.remaining);
    if (option.usable) {
      const detail =
        carnet.kind === 'amount' && option.wallet_part > 0
          ? t('carnet.picker.walletFirst', { wallet: money(option.wallet_part), carnet: money(option.carnet_part), left })
          : t('carnet.picker.takes', { amount: amount(carnet.kind, option.carnet_part), left });
      return [{ value: carnetChoiceValue({ carnet: carnet.id, split: false }), label: carnet.name, detail }];
    }
    const disabled: ChoiceOption<string> = {
      value: carnetChoiceValue({ carnet: carnet.id, split: false }),
      label: carnet.name,
      detail: option.reason ? reason(option.reason) : reason('not_paid'),
      disabled: true,
    };
    if (!canSplit(option)) return [disabled];
    return [
      {
        value: carnetChoiceValue({ carnet: carnet.id, split: true }),
        label: t('carnet.picker.split', { name: carnet.name }),
        detail:
          option.wallet_part > 0
            ? t('carnet.picker.splitDetailWallet', {
                carnet: money(option.carnet_part),
                wallet: money(option.wallet_part),
                rest: money(option.shortfall),
              })
            : t('carnet.picker.splitDetail', { carnet: money(option.carnet_part), rest: money(option.shortfall) }),
      },
    ];
  });

  return (
    <ChoiceGroup<string>
      legend={t('carnet.picker.legend')}
      name="carnet"
      direction="column"
      value={value.carnet === null ? null : carnetChoiceValue(value)}
      onChange={(next) => onChange(parseCarnetChoice(next))}
      error={error}
      options={choices}
    />
  );
}
