import styled from 'styled-components';

/**
 * A raised block grouping related content; render `as="section"` with a heading inside when it has
 * one. Its depth (elevation), not a border, sets it off the page.
 */
export const Card = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;
