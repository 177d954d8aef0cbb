import { css } from 'styled-components';

/**
 * A link that reads as the page's primary action (a filled, 44 px tall, bold link), e.g. "book a
 * court" in an empty list. The kit knows no router: an app interpolates it into its router's link,
 * `styled(Link)`, so navigation stays the app's.
 */
export const primaryLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
`;
