import { useStore } from 'zustand';
import styled from 'styled-components';
import { PlainList } from '../components/plain-list';
import { useCommonTranslation } from '../utils/use-common-translation';
import { ToastItem } from './toast-item';
import { toastStore } from './toast-store';

const Region = styled.section`
  position: fixed;
  inset: auto ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  pointer-events: none;

  ${({ theme }) => theme.media.tablet} {
    inset: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} auto auto;
    align-items: flex-end;
  }
`;

const List = styled(PlainList)`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.narrow};

  &:not(:empty) + & {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * Renders the toasts of the whole page. The two lists stay in the DOM while empty: screen readers
 * only announce changes inside live regions that already existed. Errors interrupt, the rest wait.
 */
export function Toaster() {
  const { t } = useCommonTranslation();
  const toasts = useStore(toastStore, (state) => state.toasts);
  const errors = toasts.filter((item) => item.type === 'error');
  const others = toasts.filter((item) => item.type !== 'error');
  return (
    <Region aria-label={t('notifications.region')}>
      <List as="ol" $gap="sm" aria-live="assertive" aria-relevant="additions text">
        {errors.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </List>
      <List as="ol" $gap="sm" aria-live="polite" aria-relevant="additions text">
        {others.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </List>
    </Region>
  );
}
