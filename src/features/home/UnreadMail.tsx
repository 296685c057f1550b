import { Card, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';

/**
 * The home's unread mail: how many of the user's mails are unread, linking to the
 * mailbox. Nothing while the home query is still loading or failed (its other sections say so).
 */
export function UnreadMail({ count }: { count: number | null | undefined }) {
  const { t } = useTranslation('home');
  if (count == null) return null;
  return (
    <Card.Root as="section" size="sm" aria-labelledby="home-mail-heading">
      <Card.Body gap="1">
        <Text as="h2" id="home-mail-heading" fontWeight="semibold">
          {t('mail.heading')}
        </Text>
        <Text>{count === 0 ? t('mail.none') : t('mail.unread', { count })}</Text>
        <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
          <RouterLink to={PATHS.mailbox}>{t('mail.open')}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
