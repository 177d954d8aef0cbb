import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@venue/i18n';
import { timeZoneLabel } from '../../../lib/venue-time';

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** Every screen with venue times says which zone they are in. */
export function TimezoneNote({ timeZone, at }: { readonly timeZone: string; readonly at?: string | null }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const zone = timeZoneLabel(timeZone, language, at ? new Date(at) : undefined);
  return <Note>{t('courts.timezoneNote', { zone })}</Note>;
}
