import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordSummary } from './RecordSummary';

describe('RecordSummary', () => {
  it('shows the title and each row, leaving out the rows a record does not have', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <RecordSummary
          title="Winter Festival"
          rows={[
            { label: 'Number', value: '1001' },
            null,
            { label: 'Ends', value: 'Nov 24, 2026' },
          ]}
        />
      </ChakraProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Winter Festival' })).toBeTruthy();
    expect(screen.getByText('Number').nextElementSibling?.textContent).toBe('1001');
    expect(screen.getByText('Ends').nextElementSibling?.textContent).toBe('Nov 24, 2026');
    expect(document.querySelectorAll('dt')).toHaveLength(2);
  });
});
