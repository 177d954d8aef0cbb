import type { ReactNode } from 'react';
import styled from 'styled-components';

const Status = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/**
 * The polite live region that says a save went through. Always rendered (empty when silent) so
 * screen readers already watch it when the message arrives.
 */
export function SaveStatus({ message }: { readonly message: string | null }) {
  return <Status role="status">{message ?? ''}</Status>;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

/** A form's buttons with its save status beside them, where the eye already is. */
export function FormActions({ status, children }: { readonly status: string | null; readonly children: ReactNode }) {
  return (
    <Row>
      {children}
      <SaveStatus message={status} />
    </Row>
  );
}
