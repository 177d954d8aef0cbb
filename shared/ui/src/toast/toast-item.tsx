import { useEffect, useEffectEvent, useRef } from 'react';
import styled from 'styled-components';
import { useCommonTranslation } from '../utils/use-common-translation';
import { toast, type Toast, type ToastType } from './toast-store';

const COLOR_KEYS = {
  success: ['success', 'onSuccess'],
  error: ['danger', 'onDanger'],
  warning: ['warning', 'onWarning'],
  info: ['info', 'onInfo'],
} as const satisfies Record<ToastType, readonly [string, string]>;

const Item = styled.li<{ $type: ToastType }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
  background: ${({ theme, $type }) => theme.colors[COLOR_KEYS[$type][0]]};
  color: ${({ theme, $type }) => theme.colors[COLOR_KEYS[$type][1]]};
  pointer-events: auto;
`;

const Message = styled.p`
  flex: 1;
`;

const DismissButton = styled.button`
  flex: none;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline-color: currentColor;
  }
`;

/**
 * One toast. Its timer pauses while the pointer or keyboard focus is on it, so nobody loses a
 * message they are reading or about to dismiss (WCAG 2.2.1).
 */
export function ToastItem({ item }: { item: Toast }) {
  const { t } = useCommonTranslation();
  const remaining = useRef(item.durationMs);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const pause = () => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    remaining.current -= Date.now() - startedAt.current;
  };
  const resume = () => {
    if (timer.current !== null) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => toast.dismiss(item.id), Math.max(0, remaining.current));
  };

  // The timer belongs to this toast for its whole life: started on mount, stopped on unmount.
  const startTimer = useEffectEvent(resume);
  const stopTimer = useEffectEvent(pause);
  useEffect(() => {
    startTimer();
    return () => stopTimer();
  }, []);

  return (
    <Item $type={item.type} onPointerEnter={pause} onPointerLeave={resume} onFocus={pause} onBlur={resume} data-toast-type={item.type}>
      <Message>{item.message}</Message>
      <DismissButton type="button" aria-label={t('actions.dismissNotification')} onClick={() => toast.dismiss(item.id)}>
        <span aria-hidden="true">×</span>
      </DismissButton>
    </Item>
  );
}
