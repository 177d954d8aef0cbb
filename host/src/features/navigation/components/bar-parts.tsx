import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '@venue/ui';
import { paths } from '@venue/routes';
import { PRODUCT_NAME } from '../../../config/product';

/** Raised off the page by its shadow (no rule under it); the open phone menu hangs from its bottom edge. */
export const Header = styled.header`
  position: relative;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

/** One row at every width: on a phone the logo, the menu button and the compact tools share it. */
export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => theme.layout.wide};
  min-height: 56px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  }
`;

const BrandAnchor = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  margin-right: auto;
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
`;

/** The logo, linking home; its accessible name is the product's. */
export function BrandLink({ compact }: { readonly compact?: 'phone' }) {
  return (
    <BrandAnchor to={paths.root()}>
      <Logo name={PRODUCT_NAME} compact={compact} />
    </BrandAnchor>
  );
}

export const Tools = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  > a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-decoration: none;
    white-space: nowrap;
  }

  > a:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: 10;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.background};

  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;
