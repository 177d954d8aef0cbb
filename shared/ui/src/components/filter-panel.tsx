import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, visuallyHiddenStyles } from '../shell-kit';

const Disclosure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Box = styled.fieldset<{ $columns: string }>`
  display: grid;
  align-self: stretch;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: ${({ $columns }) => $columns};
    align-items: end;
  }

  /* The grid above would otherwise override the hidden attribute's display: none. */
  &[hidden] {
    display: none;
  }
`;

/** The group's name for assistive technology; on screen the toggle right above says it. */
const HiddenLegend = styled.legend`
  ${visuallyHiddenStyles}
`;

/** A row of the panel across all its columns: quick ranges, a "clear" link. */
export const FilterPanelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }
`;

export interface FilterPanelProps {
  /** The toggle's text, counting the active filters ("Filtry (2)"), so a narrowed list never passes for all of it. */
  readonly toggleLabel: ReactNode;
  /** The fieldset's name for assistive technology. */
  readonly legend: ReactNode;
  /** Open at first (e.g. when the URL brings a range to fix); closed by default. */
  readonly defaultOpen?: boolean;
  /** `grid-template-columns` of the fields from a tablet up; a phone stacks them. */
  readonly columns: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A list's filters collapsed behind a toggle button (`aria-expanded`, `aria-controls`), so the
 * list comes first on a phone: a raised fieldset of the fields, hidden rather than unmounted when
 * closed, so a date being typed survives closing and reopening.
 */
export function FilterPanel({ toggleLabel, legend, defaultOpen = false, columns, className, children }: FilterPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <Disclosure className={className}>
      <Button variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
        {toggleLabel}
      </Button>
      <Box id={id} hidden={!open} $columns={columns}>
        <HiddenLegend>{legend}</HiddenLegend>
        {children}
      </Box>
    </Disclosure>
  );
}
