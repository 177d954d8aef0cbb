import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlainList } from '@venue/ui';
import { LEGAL_DOCUMENT_PATHS } from '../../../config/legal-documents';

const Bar = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.wide};
  margin: 0 auto;

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
  }
`;

const Links = styled(PlainList)`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`;

/** Provider note, the legal documents and the copyright line. */
export function Footer({ year = new Date().getFullYear() }: { readonly year?: number }) {
  const { t } = useTranslation('host');
  return (
    <Bar>
      <Inner>
        <p>{t('footer.provider')}</p>
        <Links $direction="row" $gap="md">
          <li>
            <a href={LEGAL_DOCUMENT_PATHS.terms} target="_blank" rel="noopener">
              {t('footer.terms')}
            </a>
          </li>
          <li>
            <a href={LEGAL_DOCUMENT_PATHS.privacy} target="_blank" rel="noopener">
              {t('footer.privacy')}
            </a>
          </li>
        </Links>
        <p>{t('footer.copyright', { year })}</p>
      </Inner>
    </Bar>
  );
}
