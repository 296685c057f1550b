import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
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
  /** What each mark means, already translated: the bar, the highlighted bar, the reference dash. */
  legend: { value: string; highlighted?: string; reference?: string };
  /** The legend list's accessible name. */
  legendLabel: string;
};

const BAR = 'var(--chakra-colors-blue-600)';
const HIGHLIGHT = 'var(--chakra-colors-green-600)';
const REFERENCE = 'var(--chakra-colors-orange-600)';

const WIDTH = 320;
const HEIGHT = 140;

/**
 * A month of daily bars, one per day, with an optional reference mark per day (the target), drawn
 * in SVG at any width from 360 px up (src/features/plus-crews/README.md, Charts in SVG: no chart library). The drawing is an image
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
  legend,
  legendLabel,
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
      {/* The value axis: the top of the scale, its middle and 0, beside the drawing (outside the
          SVG, which stretches to the width and would stretch its text). Read as the summary. */}
      <HStack align="stretch" gap="1">
        <Stack
          justify="space-between"
          fontSize="2xs"
          color="fg.muted"
          textAlign="end"
          aria-hidden="true"
          pb="3"
          flexShrink="0"
          data-testid="chart-axis"
        >
          <Text as="span">{format(max)}</Text>
          <Text as="span">{format(max / 2)}</Text>
          <Text as="span">{format(0)}</Text>
        </Stack>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT + 12}`}
          width="100%"
          role="img"
          aria-label={summary}
          preserveAspectRatio="none"
        >
          {[0, 0.5].map((share) => (
            <line
              key={share}
              x1="0"
              x2={WIDTH}
              y1={y(max * (1 - share))}
              y2={y(max * (1 - share))}
              stroke="currentColor"
              strokeOpacity="0.12"
            />
          ))}
          <line
            x1="0"
            x2={WIDTH}
            y1={HEIGHT}
            y2={HEIGHT}
            stroke="currentColor"
            strokeOpacity="0.3"
          />
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
                    fill={over ? HIGHLIGHT : BAR}
                    data-day={day.date}
                  />
                ) : null}
                {day.reference ? (
                  <line
                    x1={x - 1}
                    x2={x + bar + 1}
                    y1={y(day.reference)}
                    y2={y(day.reference)}
                    stroke={REFERENCE}
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
      </HStack>
      <HStack
        as="ul"
        aria-label={legendLabel}
        listStyleType="none"
        m="0"
        mt="2"
        p="0"
        gap="3"
        wrap="wrap"
        fontSize="sm"
      >
        <LegendItem swatch={<Box w="3" h="3" bg={BAR} />}>{legend.value}</LegendItem>
        {legend.highlighted ? (
          <LegendItem swatch={<Box w="3" h="3" bg={HIGHLIGHT} />}>{legend.highlighted}</LegendItem>
        ) : null}
        {legend.reference ? (
          <LegendItem swatch={<Box w="4" h="0.5" bg={REFERENCE} />}>{legend.reference}</LegendItem>
        ) : null}
      </HStack>
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

/** A legend entry: the mark as drawn, then what it means. */
function LegendItem({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="1.5">
      <Box aria-hidden="true" display="inline-flex" alignItems="center">
        {swatch}
      </Box>
      {children}
    </HStack>
  );
}
