import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * - `columns`: term beside detail (facts of a reservation, a payment); the detail column may
 *   shrink so a long word or badge wraps instead of overflowing a phone screen;
 * - `stacked`: term above detail, one pair after another (read-only profile data);
 * - `totals`: a price breakdown, amounts aligned at the end in tabular figures.
 */
export type DescriptionListLayout = 'columns' | 'stacked' | 'totals';

const LAYOUTS = {
  columns: css`
    display: grid;
    grid-template-columns: minmax(7rem, max-content) minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

    dd {
      overflow-wrap: anywhere;
    }
  `,
  stacked: css`
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};

    dd + dt {
      margin-top: ${({ theme }) => theme.space.sm};
    }
  `,
  totals: css`
    display: grid;
    grid-template-columns: 1fr auto;
    row-gap: ${({ theme }) => theme.space.xs};

    dd {
      padding-left: ${({ theme }) => theme.space.md};
      text-align: end;
      font-variant-numeric: tabular-nums;
    }
  `,
} as const;

const List = styled.dl<{ $layout: DescriptionListLayout }>`
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }

  ${({ $layout }) => LAYOUTS[$layout]}
`;

export interface DescriptionItemData {
  /** Unique within the list; defaults to the term when that is a string. */
  readonly key?: string;
  readonly term: ReactNode;
  readonly detail: ReactNode;
}

export interface DescriptionListProps extends HTMLAttributes<HTMLElement> {
  readonly layout?: DescriptionListLayout;
  /** The pairs to show; or pass `DescriptionItem`s (or plain dt/dd) as children. */
  readonly items?: readonly DescriptionItemData[];
  readonly children?: ReactNode;
}

/** One term and its detail; a fragment, so the pair stays a direct child of the list's grid. */
export function DescriptionItem({ term, children }: { readonly term: ReactNode; readonly children?: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Label–value facts (`<dl>`), muted terms, in one of the kit's layouts. */
export function DescriptionList({ layout = 'columns', items, children, ...props }: DescriptionListProps) {
  return (
    <List $layout={layout} {...props}>
      {items?.map((item, index) => (
        <DescriptionItem key={item.key ?? (typeof item.term === 'string' ? item.term : index)} term={item.term}>
          {item.detail}
        </DescriptionItem>
      ))}
      {children}
    </List>
  );
}
