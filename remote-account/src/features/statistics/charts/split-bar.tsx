import styled from 'styled-components';
import { ChartSvg, HiddenTable, Swatch, seriesColour } from './chart-parts';

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Track = styled.rect`
  fill: ${({ theme }) => theme.colors.border};
`;

const Part = styled.rect<{ $index: number }>`
  fill: ${({ theme, $index }) => seriesColour(theme, $index)};
`;

export interface SplitPart {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  /** The value as the legend and the table say it (e.g. "3 · 2 godziny"). */
  readonly text: string;
}

export interface SplitBarProps {
  /** What is split, the hidden table's caption and the legend's name. */
  readonly caption: string;
  /** The table's header of the value column. */
  readonly valueHeader: string;
  readonly parts: readonly SplitPart[];
}

/** One bar split into parts (court type, singles or doubles), a legend with the numbers, and the same as a hidden table. */
export function SplitBar({ caption, valueHeader, parts }: SplitBarProps) {
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  let x = 0;
  return (
    <div>
      <ChartSvg viewBox="0 0 300 16" preserveAspectRatio="none" aria-hidden="true" data-chart="split">
        <Track x={0} y={0} width={300} height={16} rx={4} />
        {total > 0 &&
          parts.map((part, index) => {
            const width = (part.value / total) * 300;
            const rect = <Part key={part.key} $index={index} x={x} y={0} width={width} height={16} />;
            x += width;
            return rect;
          })}
      </ChartSvg>
      <Legend aria-label={caption}>
        {parts.map((part, index) => (
          <li key={part.key}>
            <Swatch $colour={(theme) => seriesColour(theme, index)} aria-hidden="true" />
            {part.label}: {part.text}
          </li>
        ))}
      </Legend>
      <HiddenTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{caption}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.key}>
              <th scope="row">{part.label}</th>
              <td>{part.text}</td>
            </tr>
          ))}
        </tbody>
      </HiddenTable>
    </div>
  );
}
