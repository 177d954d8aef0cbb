import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { lazyPage, Spinner } from '@venue/ui';
import { formatClock } from '../../lib/format-clock';
import { Frame, QR_SIZE } from './qr-frame';

// qrcode.react is only needed once a code is asked for: the account page's first visit skips it.
const QrImage = lazyPage(() => import('./qr-image').then((m) => m.default), 'QrImage', <QrLoading />);

function QrLoading() {
  const { t } = useTranslation('account');
  return <Spinner label={t('actions.issuedCode.loadingQr')} />;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const ExpiredFrame = styled.div`
  display: grid;
  place-items: center;
  width: ${QR_SIZE + 16}px;
  height: ${QR_SIZE + 16}px;
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Clock = styled.p<{ $expired: boolean }>`
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $expired }) => ($expired ? theme.colors.textMuted : theme.colors.text)};

  strong {
    text-decoration: ${({ $expired }) => ($expired ? 'line-through' : 'none')};
  }
`;

export interface CodePanelProps {
  readonly token: string;
  readonly venueName: string;
  readonly secondsLeft: number;
}

/** The code and its countdown; an expired code is replaced by a plain "expired" block. */
export function CodePanel({ token, venueName, secondsLeft }: CodePanelProps) {
  const { t } = useTranslation('account');
  const expired = secondsLeft <= 0;
  return (
    <Panel data-state={expired ? 'expired' : 'valid'}>
      {expired ? (
        <ExpiredFrame>
          <div>
            <p>{t('actions.issuedCode.expired')}</p>
            <p>{t('actions.issuedCode.expiredHint')}</p>
          </div>
        </ExpiredFrame>
      ) : (
        <Frame>
          <QrImage value={token} size={QR_SIZE} label={t('actions.issuedCode.qrLabel', { venue: venueName })} />
        </Frame>
      )}
      {/* role="timer" is not announced on every tick; the section's status line speaks at the moments that matter. */}
      <Clock role="timer" $expired={expired}>
        {t('actions.issuedCode.validFor')} <strong>{formatClock(secondsLeft)}</strong>
      </Clock>
    </Panel>
  );
}
