import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A route of SPEC.md §2 whose area comes in a later issue: the layout shows its title (from the
 * route handle), the page says it is not there yet and offers the way home.
 */
export function UnbuiltPage() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="4" align="flex-start" paddingY="6">
      <Text>{t('unbuilt.text')}</Text>
      <Button asChild variant="outline" minHeight="11">
        <RouterLink to="/">{t('unbuilt.home')}</RouterLink>
      </Button>
    </Stack>
  );
}
