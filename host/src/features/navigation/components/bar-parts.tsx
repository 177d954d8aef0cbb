import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Header = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.wide};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  margin-right: auto;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  > a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weightBold};
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
