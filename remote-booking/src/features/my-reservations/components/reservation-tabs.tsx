import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  margin-bottom: ${({ theme }) => theme.space.md};
  /* Four tabs do not fit a phone's width: the row scrolls sideways. */
  overflow-x: auto;
`;

const Tab = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

export interface TabItem<T extends string> {
  readonly id: T;
  readonly label: string;
}

export interface ReservationTabsProps<T extends string> {
  readonly label: string;
  readonly tabs: readonly TabItem<T>[];
  readonly selected: T;
  readonly onSelect: (id: T) => void;
  /** The content of the selected tab. */
  readonly children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and select
 * them; only the selected tab is in the Tab order, so Tab goes on into the panel.
 */
export function ReservationTabs<T extends string>({ label, tabs, selected, onSelect, children }: ReservationTabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const idOf = (id: T) => `reservations-tab-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={idOf(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={tab.id === selected ? `${idOf(tab.id)}-panel` : undefined}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${idOf(selected)}-panel`} aria-labelledby={idOf(selected)}>
        {children}
      </div>
    </div>
  );
}
