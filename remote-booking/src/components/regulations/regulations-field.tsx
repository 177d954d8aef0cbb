import { useTranslation } from 'react-i18next';
import type { Regulation } from '@venue/api/schemas/venue';
import { useLanguage } from '@venue/i18n';
import { Checkbox, Fieldset, Legend, Text } from '@venue/ui';

export const regulationFieldId = (id: number) => `regulation-${id}`;

interface Props {
  readonly regulations: readonly Regulation[];
  readonly accepted: readonly number[];
  readonly onChange: (accepted: number[]) => void;
  /** Ids of required ones the user tried to skip. */
  readonly invalid: ReadonlySet<number>;
  /** What a missing required consent blocks: booking a court (default) or buying a carnet. */
  readonly action?: 'reserve' | 'buy';
}

const IN_POLISH_ID = 'regulations-in-polish';

/**
 * The venue's regulations and consents (the courts flow, buying a carnet); the required ones say so and block continuing. Their
 * titles and documents come from the venue as written, in Polish: the caption is in the UI
 * language, and in English or Ukrainian a note says the documents themselves are Polish.
 */
export function RegulationsField({ regulations, accepted, onChange, invalid, action = 'reserve' }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const polishNote = language !== 'pl';
  const chosen = new Set(accepted);
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...accepted.filter((item) => item !== id), id] : accepted.filter((item) => item !== id));
  return (
    <Fieldset $gap="xs" aria-describedby={polishNote ? IN_POLISH_ID : undefined}>
      <Legend>{t('payment.regulations.legend')}</Legend>
      {polishNote && (
        <Text variant="small" id={IN_POLISH_ID}>
          {t('payment.regulations.inPolish')}
        </Text>
      )}
      {regulations.map((item) => (
        <Checkbox
          key={item.id}
          id={regulationFieldId(item.id)}
          checked={chosen.has(item.id)}
          onChange={(event) => toggle(item.id, event.target.checked)}
          aria-required={item.required || undefined}
          error={
            invalid.has(item.id)
              ? t(action === 'buy' ? 'payment.regulations.requiredToBuy' : 'payment.regulations.requiredToReserve')
              : undefined
          }
          label={
            <>
              {item.title} {item.required ? t('payment.regulations.required') : t('payment.regulations.optional')}
            </>
          }
          hint={
            item.url ? (
              <a href={item.url} target="_blank" rel="noreferrer">
                {t('payment.regulations.readDocument', { title: item.title })}
              </a>
            ) : undefined
          }
        />
      ))}
    </Fieldset>
  );
}
