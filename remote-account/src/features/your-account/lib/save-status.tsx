import styled from 'styled-components';

const Status = styled.p`
  min-height: 1.5em;
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
