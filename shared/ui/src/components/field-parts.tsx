import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

export interface FieldMessagesProps {
  /** Shown under the label, always. */
  readonly hint?: ReactNode;
  /** Already translated; marks the control invalid when present. */
  readonly error?: ReactNode;
  /**
   * Announce the error as soon as it appears (role="alert"). For a form with a single field; a
   * larger form announces its error summary instead of each field.
   */
  readonly liveError?: boolean;
}

export interface FieldIds {
  readonly controlId: string;
  readonly hintId: string;
  readonly errorId: string;
}

export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The aria attributes tying a control to its hint and error. */
export function describedBy(ids: FieldIds, { hint, error }: FieldMessagesProps, extra?: string): string | undefined {
  const parts = [extra, hint ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export function FieldHint({ ids, hint }: { ids: FieldIds; hint?: ReactNode }) {
  return hint ? <Hint id={ids.hintId}>{hint}</Hint> : null;
}

export function FieldError({ ids, error, liveError }: { ids: FieldIds; error?: ReactNode; liveError?: boolean }) {
  return error ? (
    <ErrorText id={ids.errorId} role={liveError ? 'alert' : undefined}>
      {error}
    </ErrorText>
  ) : null;
}
