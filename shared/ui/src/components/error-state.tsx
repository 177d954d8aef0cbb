import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCommonTranslation } from '../utils/use-common-translation';
import { Button } from './button';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Message = styled.p`
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

export interface ErrorStateProps {
  /** Defaults to the generic "An error occurred". */
  readonly message?: ReactNode;
  readonly onRetry?: () => void;
  readonly retryLabel?: string;
  readonly retrying?: boolean;
}

/** A failed load: the message is announced and a retry is one keypress away. */
export function ErrorState({ message, onRetry, retryLabel, retrying = false }: ErrorStateProps) {
  const { t } = useCommonTranslation();
  return (
    <Wrapper>
      <Message role="alert">{message ?? t('errors.generic')}</Message>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('actions.retry')}
        </Button>
      )}
    </Wrapper>
  );
}
