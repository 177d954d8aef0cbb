import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@venue/ui';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.text};
`;

export interface ExpiryWarningProps {
  readonly text: string;
  readonly extending: boolean;
  readonly onExtend: () => void;
  /** The warning is going away (extended or expired) while focus is inside it. */
  readonly onLeaveWithFocus: () => void;
}

/**
 * "The code expires soon — Extend time" (WCAG 2.2.1). Not a live region itself: the section's
 * status line announces it once, while this text changes every second.
 */
export function ExpiryWarning({ text, extending, onExtend, onLeaveWithFocus }: ExpiryWarningProps) {
  const { t } = useTranslation('account');
  const box = useRef<HTMLDivElement>(null);
  const leave = useRef(onLeaveWithFocus);
  // The latest callback, for the cleanup below (which runs after the last render's effects).
  useLayoutEffect(() => {
    leave.current = onLeaveWithFocus;
  });
  // Layout cleanup runs while the box is still in the document: the last moment to see focus in it.
  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      if (element?.contains(document.activeElement)) leave.current();
    };
  }, []);
  return (
    <Box ref={box}>
      <p>{text}</p>
      <Button variant="secondary" loading={extending} onClick={onExtend}>
        {t('actions.issuedCode.extend')}
      </Button>
    </Box>
  );
}
