import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ShareLink } from '@venue/api/schemas/statistics';
import { useLanguage } from '@venue/i18n';
import { Alert, Button, Stack, TextField, toast } from '@venue/ui';
import { monthName } from '../month';

const CardImage = styled.img`
  display: block;
  width: 100%;
  max-width: 30rem;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Whether to offer the phone's share sheet: only where there is one and a touch screen (phones, tablets). */
function canSendNatively(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches === true;
}

export interface CreatedLinkProps {
  readonly link: ShareLink;
  readonly onAgain: () => void;
}

/** The link just made: its address to copy (or send from a phone), and its card image, the one messengers show. */
export function CreatedLink({ link, onAgain }: CreatedLinkProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [native] = useState(canSendNatively);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(t('statistics.share.copied'));
    } catch {
      toast.error(t('statistics.share.copyFailed'));
    }
  };

  const send = async () => {
    try {
      await navigator.share({ title: monthName(link.month, language), url: link.url });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  return (
    <Stack $gap="md">
      <Alert tone="success">{t('statistics.share.created')}</Alert>
      <TextField label={t('statistics.share.link')} value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Stack $direction="row" $gap="sm" $wrap>
        {native && <Button onClick={() => void send()}>{t('statistics.share.send')}</Button>}
        <Button variant={native ? 'secondary' : 'primary'} onClick={() => void copy()}>
          {t('statistics.share.copy')}
        </Button>
        <Button variant="secondary" onClick={onAgain}>
          {t('statistics.share.another')}
        </Button>
      </Stack>
      <CardImage src={link.image_url} alt={t('statistics.share.image')} loading="lazy" />
    </Stack>
  );
}
