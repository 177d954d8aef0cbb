import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Regulation } from '@venue/api/schemas/venue';
import { Checkbox } from '@venue/ui';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

export const regulationFieldId = (id: number) => `regulation-${id}`;

interface Props {
  readonly regulations: readonly Regulation[];
  readonly accepted: readonly number[];
  readonly onChange: (accepted: number[]) => void;
  /** Ids of required ones the user tried to skip. */
  readonly invalid: ReadonlySet<number>;
}

/** The venue's regulations and consents; the required ones say so and block continuing. */
export function RegulationsField({ regulations, accepted, onChange, invalid }: Props) {
  const { t } = useTranslation('booking');
  const chosen = new Set(accepted);
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...accepted.filter((item) => item !== id), id] : accepted.filter((item) => item !== id));
  return (
    <Fieldset>
      <Legend>{t('courts.options.regulations')}</Legend>
      {regulations.map((item) => (
        <Checkbox
          key={item.id}
          id={regulationFieldId(item.id)}
          checked={chosen.has(item.id)}
          onChange={(event) => toggle(item.id, event.target.checked)}
          aria-required={item.required || undefined}
          error={invalid.has(item.id) ? t('courts.options.regulationRequired') : undefined}
          label={
            <>
              {item.title} {item.required ? t('courts.options.required') : t('courts.options.optional')}
            </>
          }
          hint={
            item.url ? (
              <a href={item.url} target="_blank" rel="noreferrer">
                {t('courts.options.readDocument', { title: item.title })}
              </a>
            ) : undefined
          }
        />
      ))}
    </Fieldset>
  );
}
