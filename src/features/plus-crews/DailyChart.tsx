import { Box, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { tableSlotRecipe } from '../../ui/lazy-recipes';

export type DailyChartDay = {
  /** YYYY-MM-DD */
  date: string;
  /** The bar (turnover or hours); null when nothing was entered. */
  value: number | null;
  /** The mark across the bar (the day's target), when the chart has one. */
  reference?: number | null;
};

export type DailyChartProps = {
  /** Already translated title, e.g. 'Daily turnover against target'. */
  title: string;
  days: readonly DailyChartDay[];
  /** Formats a value for the table and the summary (money or hours). */
  format: (value: number) => string;
  /** Column headings of the table, already translated. */
  columns: { day: string; value: string; reference?: string };
  /** The label of the disclosure that shows the table. */
  tableLabel: string;
  /** A short text summary read by screen readers instead of the drawing. */
  summary: string;
  /** The days whose bar is drawn in the highlight colour (over target). */
  highlighted?: ReadonlySet<string>;
};

const WIDTH = 320;
const HEIGHT = 140;

/**
 * A month of daily bars, one per day, with an optional reference mark per day (the target), drawn
 * in SVG at any width from 360 px up (decision 217: no chart library). The drawing is an image
 * with a text summary; the same numbers are a real table under a disclosure, for screen readers
 * and for anyone who wants the figures.
 */
export function DailyChart({
  title,
  days,
  format,
  columns,
  tableLabel,
  summary,
  highlighted,
}: DailyChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...days.map((day) => Math.max(day.value ?? 0, day.reference ?? 0)));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = Math.max(2, slot * 0.7);
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 4);
  return (
    <Box as="figure" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="3">
      <Text as="figcaption" id={titleId} fontWeight="semibold" mb="2">
        {title}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 12}`}
        width="100%"
        role="img"
        aria-label={summary}
        preserveAspectRatio="none"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeOpacity="0.3" />
        {days.map((day, index) => {
          const x = index * slot + (slot - bar) / 2;
          const over = highlighted?.has(day.date) ?? false;
          return (
            <g key={day.date}>
              {day.value !== null && day.value > 0 ? (
                <rect
                  x={x}
                  y={y(day.value)}
                  width={bar}
                  height={HEIGHT - y(day.value)}
                  fill={over ? 'var(--chakra-colors-green-600)' : 'var(--chakra-colors-blue-600)'}
                  data-day={day.date}
                />
              ) : null}
              {day.reference ? (
                <line
                  x1={x - 1}
                  x2={x + bar + 1}
                  y1={y(day.reference)}
                  y2={y(day.reference)}
                  stroke="var(--chakra-colors-orange-600)"
                  strokeWidth="2"
                />
              ) : null}
              {(index + 1) % 7 === 1 ? (
                <text x={x} y={HEIGHT + 10} fontSize="8" fill="currentColor">
                  {Number(day.date.slice(8, 10))}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details>
        <summary>{tableLabel}</summary>
        <Table.Root recipe={tableSlotRecipe} size="sm" mt="2">
          <Table.Caption>{title}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{columns.day}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{columns.value}</Table.ColumnHeader>
              {columns.reference ? (
                <Table.ColumnHeader textAlign="end">{columns.reference}</Table.ColumnHeader>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map((day) => (
              <Table.Row key={day.date}>
                <Table.Cell>{day.date}</Table.Cell>
                <Table.Cell textAlign="end">
                  {day.value === null ? '–' : format(day.value)}
                </Table.Cell>
                {columns.reference ? (
                  <Table.Cell textAlign="end">
                    {day.reference ? format(day.reference) : '–'}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </details>
    </Box>
  );
}
