import styled from 'styled-components';
import { useCommonTranslation } from '../utils/use-common-translation';
import { Spinner } from './spinner';

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A block-level "loading" placeholder, announced politely. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useCommonTranslation();
  const text = label ?? t('state.loading');
  return (
    <Wrapper role="status">
      <Spinner decorative size="1.5em" />
      <span>{text}</span>
    </Wrapper>
  );
}
