import { useCallback, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../shell-kit';
import { Alert } from './alert';
import { Heading, type HeadingLevel } from './heading';
import { Stack } from './stack';

// Danger-edged, in place of the button that opened it: the one look of "are you sure?".
const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.text};
`;

export interface ConfirmQuestionProps {
  /** Prefix of the ids inside (the question's is `<id>-question`); unique on the page. */
  readonly id: string;
  /** The question: the heading that names the region and takes the focus when it opens. */
  readonly question: string;
  /** Its outline level; h3 by default (inside a section's card). */
  readonly level?: HeadingLevel;
  /** What confirming does (refund, what is released…). */
  readonly children?: ReactNode;
  /** Why the last attempt failed, shown above the buttons; the question stays open. */
  readonly error?: ReactNode;
  readonly confirmLabel: string;
  readonly keepLabel: string;
  /** The action is under way: confirm shows its spinner, keep and Escape are off. */
  readonly pending: boolean;
  readonly onConfirm: () => void;
  /** "Keep" or Escape: close the question (then give focus back with `useReturnFocus`). */
  readonly onKeep: () => void;
}

/**
 * The inline "are you sure?" before a destructive action (cancelling, deleting, signing out
 * everywhere): a region named by its question, focused when it mounts (also when its code
 * arrives after the click that opened it), the consequence, the reason of a failure, confirm
 * and keep; Escape keeps.
 */
export function ConfirmQuestion({
  id,
  question,
  level = 3,
  children,
  error,
  confirmLabel,
  keepLabel,
  pending,
  onConfirm,
  onKeep,
}: ConfirmQuestionProps) {
  const questionId = `${id}-question`;
  const focusOnMount = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !pending) {
      event.stopPropagation();
      onKeep();
    }
  };
  return (
    <Frame id={id} aria-labelledby={questionId} onKeyDown={onKeyDown}>
      <Heading level={level} size="md" id={questionId} ref={focusOnMount} tabIndex={-1}>
        {question}
      </Heading>
      {children}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Stack $direction="row" $gap="sm" $wrap>
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onKeep} disabled={pending}>
          {keepLabel}
        </Button>
      </Stack>
    </Frame>
  );
}

/**
 * Focus back to the button that opened a question once the question is gone: `openerRef` on the
 * opener, `returnFocus()` when the question closes. The opener is often rendered again only after
 * the question unmounts, so it is focused when it mounts (or at the next frame if it stayed).
 */
export function useReturnFocus<T extends HTMLElement = HTMLButtonElement>() {
  const pending = useRef(false);
  const node = useRef<T | null>(null);
  const openerRef = useCallback((opener: T | null) => {
    node.current = opener;
    if (opener && pending.current) {
      pending.current = false;
      opener.focus();
    }
  }, []);
  const returnFocus = useCallback(() => {
    pending.current = true;
    requestAnimationFrame(() => {
      if (pending.current && node.current) {
        pending.current = false;
        node.current.focus();
      }
    });
  }, []);
  return { openerRef, returnFocus };
}
