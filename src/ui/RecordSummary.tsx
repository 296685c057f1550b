import { DataList, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type RecordSummaryRow = { label: string; value: ReactNode };

export type RecordSummaryProps = {
  title: string;
  /** Rows with a null value are left out (an optional field the record does not have). */
  rows: Array<RecordSummaryRow | null>;
};

/** A record's name and its key facts as label/value rows (a project, a plus crew …). */
export function RecordSummary({ title, rows }: RecordSummaryProps) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" gap="3">
        {rows
          .filter((row): row is RecordSummaryRow => row !== null)
          .map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue>{row.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
    </Stack>
  );
}
