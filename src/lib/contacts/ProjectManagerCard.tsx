import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { contactLinks } from './contact-links';

export type ProjectManagerContact = {
  caption: string;
  phone?: string | null;
  email?: string | null;
};

/**
 * A project manager and the phone's ways to reach them (call, text, e-mail, WhatsApp), or the
 * 'no project manager' note: the contact-project-manager page of a job and of a project. The
 * strings are the namespace's `contact.*` keys (role, call, callLabel, sms, smsLabel, mail,
 * mailLabel, whatsApp, whatsAppLabel, noManager), which both namespaces hold.
 */
export function ProjectManagerCard({
  manager,
  namespace,
}: {
  manager: ProjectManagerContact | null | undefined;
  namespace: 'jobs' | 'projects';
}) {
  const { t } = useTranslation(namespace);
  if (!manager) return <Text>{t('contact.noManager')}</Text>;
  const links = contactLinks(manager);
  return (
    <Card.Root size="sm" as="article" aria-labelledby="project-manager-name">
      <Card.Body gap="3">
        <Stack gap="0">
          <Text color="fg.muted" fontSize="sm">
            {t('contact.role')}
          </Text>
          <Heading as="h2" id="project-manager-name" size="lg">
            {manager.caption}
          </Heading>
          {manager.phone ? <Text>{manager.phone}</Text> : null}
          {manager.email ? <Text>{manager.email}</Text> : null}
        </Stack>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {links.tel ? (
            <li>
              <Link
                href={links.tel}
                colorPalette="blue"
                minHeight="11"
                aria-label={t('contact.callLabel', { name: manager.caption })}
              >
                {t('contact.call')}
              </Link>
            </li>
          ) : null}
          {links.sms ? (
            <li>
              <Link
                href={links.sms}
                colorPalette="blue"
                minHeight="11"
                aria-label={t('contact.smsLabel', { name: manager.caption })}
              >
                {t('contact.sms')}
              </Link>
            </li>
          ) : null}
          {links.mailto ? (
            <li>
              <Link
                href={links.mailto}
                colorPalette="blue"
                minHeight="11"
                aria-label={t('contact.mailLabel', { name: manager.caption })}
              >
                {t('contact.mail')}
              </Link>
            </li>
          ) : null}
          {links.whatsApp ? (
            <li>
              <Link
                href={links.whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                colorPalette="blue"
                minHeight="11"
                aria-label={t('contact.whatsAppLabel', { name: manager.caption })}
              >
                {t('contact.whatsApp')}
              </Link>
            </li>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
