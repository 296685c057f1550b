import { Badge, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ApprovalsSectionName = 'vacationRequests' | 'profilePictures' | 'receipts';

/** One queue of the approvals screen: a region named by its heading, its count, its cards. */
export function ApprovalsSection<T extends { id: string }>({
  name,
  items,
  children: renderItem,
}: {
  name: ApprovalsSectionName;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('approvals');
  const headingId = `approvals-${name}-heading`;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} id={`approvals-${name}`}>
      <HStack gap="2">
        <Heading as="h2" id={headingId} size="md">
          {t(`${name}.heading`)}
        </Heading>
        <Badge colorPalette={items.length > 0 ? 'orange' : 'gray'}>
          {t('waitingCount', { count: items.length })}
        </Badge>
      </HStack>
      {items.length === 0 ? (
        <Text color="fg.muted">{t(`${name}.empty`)}</Text>
      ) : (
        <List.Root variant="plain" gap="3">
          {items.map((item) => (
            <List.Item key={item.id} display="block">
              {renderItem(item)}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
