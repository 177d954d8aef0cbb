import styled from 'styled-components';

/** The frame of an inline "are you sure?" question before a destructive action (focus it when it opens). */
export const ConfirmBox = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.text};
`;
