import { useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { ObjectAvailability } from '@venue/api/schemas/venue';
import { formatMoney, useLanguage } from '@venue/i18n';
import { buildSlotMatrix, moveInGrid, tabStop, type GridPosition } from '../logic/slot-matrix';

// Room kept under a focused or chosen cell for the sticky selection bar (its height and a gap),
// so scrolling a cell into view never leaves it behind the bar.
export const SELECTION_BAR_CLEARANCE = '5rem';

const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

/*
 * One slot: a plain button with the class below, not a styled component per cell. A day is up to
 * ~30 starts × every court; a styled component per cell hashed its interpolations on every render
 * (issue 32: the grid's render was 0.3–0.5 s of a phone's first view). State and selection are
 * data attributes the one stylesheet keys on.
 */
const slotCss = css`
  .slot {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    min-width: 4.75rem;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    cursor: pointer;
    scroll-margin-top: ${({ theme }) => theme.space.xxl};
    scroll-margin-bottom: ${SELECTION_BAR_CLEARANCE};
  }

  .slot:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* Stripes and a word, not colour alone: a booking sits here. */
  .slot[data-state='taken'] {
    border-style: dashed;
    background: repeating-linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.surface} 0 6px,
      ${({ theme }) => theme.colors.background} 6px 12px
    );
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .slot[data-state='closed'] {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }

  .slot[data-selected] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space.xs};
  /* The spacing is between cells: none outside them. */
  margin: -${({ theme }) => theme.space.xs};

  th {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-align: left;
    white-space: nowrap;
  }

  /* With more courts than a phone's width, the courts scroll sideways and the times stay. */
  th[scope='row'] {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.background};
    font-variant-numeric: tabular-nums;
  }

  td {
    padding: 0;
  }

  ${slotCss}
`;

interface Props {
  readonly courts: readonly ObjectAvailability[];
  readonly selected: { readonly object: number | null; readonly start: string | null };
  readonly onSelect: (objectId: number, start: string) => void;
  /** A taken start offers "notify me when it frees up" (`HH:MM` on the venue's clock). */
  readonly onNotify: (objectId: number, localTime: string) => void;
}

/**
 * The day as a matrix of start times (rows) × courts (columns), a WAI-ARIA grid with one tab stop:
 * arrows, Home/End and PageUp/PageDown move, Enter or Space chooses a free start (or, on a taken
 * one, opens "notify me when it frees up"), and Tab leaves for the selection bar. Taken and closed
 * starts stay in place, each with its word.
 */
export function SlotGrid({ courts, selected, onSelect, onNotify }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  // `courts` is the same array while the availability and the filters are (slot-step.tsx).
  const matrix = useMemo(() => buildSlotMatrix(courts), [courts]);
  const chosenAt = selected.start === null ? null : Date.parse(selected.start);
  const stop = tabStop(matrix, { courtId: selected.object, at: chosenAt });
  // Where the keyboard last was; reset to the tab stop whenever the matrix no longer has it.
  const [active, setActive] = useState<GridPosition | null>(null);
  const at = active && active.row < matrix.rows.length && active.col < courts.length ? active : stop;
  const table = useRef<HTMLTableElement>(null);

  // Focus, clicks and keys are handled once on the grid, not by a handler and a ref per cell.
  const positionOf = (target: EventTarget): GridPosition | null => {
    const cell = target instanceof Element ? target.closest('td') : null;
    const line = cell?.parentElement;
    if (!cell || !(line instanceof HTMLTableRowElement)) return null;
    // The first cell of a line is its time.
    return { row: line.sectionRowIndex, col: cell.cellIndex - 1 };
  };
  const buttonAt = (position: GridPosition) =>
    table.current?.tBodies[0]?.rows[position.row]?.cells[position.col + 1]?.querySelector('button') ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveInGrid(at, event.key, { rows: matrix.rows.length, cols: courts.length }, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    // Every cell is rendered: focus moves at once, and the grid's onFocus makes it the tab stop.
    const element = buttonAt(next);
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const position = positionOf(event.target);
    if (position) setActive(position);
  };

  const onClick = (event: MouseEvent<HTMLTableElement>) => {
    const position = positionOf(event.target);
    if (!position) return;
    const line = matrix.rows[position.row];
    const cell = line?.cells[position.col];
    if (!line || !cell) return;
    if (cell.state === 'taken') onNotify(cell.courtId, line.localTime);
    if (cell.state !== 'free') return;
    onSelect(cell.courtId, cell.slot.start_time);
    // The selection bar appears at the bottom: its scroll margin keeps the chosen cell above it.
    buttonAt(position)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  // A day shows a handful of prices over many cells: each formatted once per render.
  const prices = new Map<number, string>();
  const price = (grosze: number) => {
    let text = prices.get(grosze);
    if (text === undefined) {
      text = t('courts.pricePerHour', { price: formatMoney(grosze, language) });
      prices.set(grosze, text);
    }
    return text;
  };
  const stateWords = { taken: t('courts.slotState.taken'), closed: t('courts.slotState.closed') };
  const notify = t('courts.notify');

  return (
    <Scroller>
      <Table
        ref={table}
        role="grid"
        aria-label={t('courts.slotsGrid')}
        aria-rowcount={matrix.rows.length + 1}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onClick={onClick}
      >
        <thead>
          <tr>
            <th scope="col">{t('courts.time')}</th>
            {courts.map((court) => (
              <th key={court.id} scope="col">
                {court.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((line, row) => (
            <tr key={line.at}>
              <th scope="row">{line.localTime}</th>
              {line.cells.map((cell, col) => {
                const court = courts[col];
                const isSelected = cell.courtId === selected.object && line.at === chosenAt;
                const label = cell.state === 'free' ? price(cell.slot.prices[0] ?? 0) : stateWords[cell.state];
                const taken = cell.state === 'taken';
                return (
                  <td key={cell.courtId} role="gridcell" aria-selected={cell.state === 'free' ? isSelected : undefined}>
                    <button
                      className="slot"
                      type="button"
                      data-state={cell.state}
                      data-selected={isSelected || undefined}
                      tabIndex={row === at.row && col === at.col ? 0 : -1}
                      aria-pressed={cell.state === 'free' ? isSelected : undefined}
                      aria-disabled={cell.state === 'closed' ? true : undefined}
                      aria-haspopup={taken ? 'dialog' : undefined}
                      // The name says time and court first: a screen reader in a grid hears the cell, not its headers.
                      aria-label={`${line.localTime}, ${court?.name ?? ''}, ${label}${taken ? `. ${notify}` : ''}`}
                    >
                      {cell.state === 'closed' ? '—' : label}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
