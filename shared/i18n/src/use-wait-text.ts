import { durationParts } from './format';
import { useTranslation } from 'react-i18next';

/** "za 42 sekundy" / "in 42 seconds" / "через 42 секунди", plural-correct. */
export function useWaitText(): (seconds: number) => string {
  const { t } = useTranslation('common');
  return (seconds) => {
    const { unit, count } = durationParts(seconds);
    return t(`inDuration.${unit}`, { count });
  };
}
