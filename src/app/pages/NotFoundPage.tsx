import { Button, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Any unknown path (SPEC.md §2, §8): 'Not found' and a way home. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="4" align="flex-start" paddingY="6">
      <Heading as="h2" size="lg">
        {t('notFound.title')}
      </Heading>
      <Button asChild variant="outline" minHeight="11">
        <RouterLink to="/">{t('notFound.home')}</RouterLink>
      </Button>
    </Stack>
  );
}
