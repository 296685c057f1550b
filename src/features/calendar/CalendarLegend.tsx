import { Box, HStack, Heading, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DAY_STATES } from './day-states';
import { StateMark } from './StateMark';

/** The legend of SPEC.md §4: every state with its symbol and colour, always shown. */
export function CalendarLegend() {
  const { t } = useTranslation('calendar');
  return (
    <Box as="section" aria-labelledby="calendar-legend">
      <Heading as="h2" id="calendar-legend" size="sm" mb="2">
        {t('legend.title')}
      </Heading>
      <List.Root
        variant="plain"
        display="grid"
        gridTemplateColumns="repeat(2, minmax(0, 1fr))"
        gap="2"
      >
        {DAY_STATES.map((state) => (
          <List.Item key={state}>
            <HStack gap="2" align="center">
              <StateMark state={state} size="legend" />
              <Text fontSize="sm">{t(`states.${state}`)}</Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
