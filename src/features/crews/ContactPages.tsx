import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { contactLinks } from '../../lib/contacts/contact-links';
import { BackToCrew, CrewShiftScreen } from './CrewShiftScreen';

interface Contact {
  caption: string;
  phone?: string | null;
  email?: string | null;
}

/** One person and the phone's ways to reach them (call, SMS, mail, WhatsApp), as the job's contact page. */
function ContactCard({ person, role }: { person: Contact; role: string }) {
  const { t } = useTranslation('crews');
  const links = contactLinks(person);
  const items = [
    {
      href: links.tel,
      text: t('contact.call'),
      label: t('contact.callLabel', { name: person.caption }),
    },
    {
      href: links.sms,
      text: t('contact.sms'),
      label: t('contact.smsLabel', { name: person.caption }),
    },
    {
      href: links.mailto,
      text: t('contact.mail'),
      label: t('contact.mailLabel', { name: person.caption }),
    },
  ];
  return (
    <Card.Root size="sm" as="article" aria-labelledby="contact-name">
      <Card.Body gap="3">
        <Stack gap="0">
          <Text color="fg.muted" fontSize="sm">
            {role}
          </Text>
          <Heading as="h2" id="contact-name" size="lg">
            {person.caption}
          </Heading>
          {person.phone ? <Text>{person.phone}</Text> : null}
          {person.email ? <Text>{person.email}</Text> : null}
        </Stack>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {items.map((item) =>
            item.href ? (
              <li key={item.text}>
                <Link href={item.href} colorPalette="blue" minHeight="11" aria-label={item.label}>
                  {item.text}
                </Link>
              </li>
            ) : null,
          )}
          {links.whatsApp ? (
            <li>
              <Link
                href={links.whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                colorPalette="blue"
                minHeight="11"
                aria-label={t('contact.whatsAppLabel', { name: person.caption })}
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

function ContactScreen({
  pick,
  role,
}: {
  pick: (
    shift: Parameters<Parameters<typeof CrewShiftScreen>[0]['children']>[0]['shift'],
  ) => Contact | null | undefined;
  role: string;
}) {
  const { t } = useTranslation('crews');
  return (
    <CrewShiftScreen>
      {({ shift }) => {
        const person = pick(shift);
        return (
          <Stack gap="4">
            {person ? (
              <ContactCard person={person} role={role} />
            ) : (
              <Text>{t('contact.nobody')}</Text>
            )}
            <BackToCrew id={shift.id} />
          </Stack>
        );
      }}
    </CrewShiftScreen>
  );
}

/** /crews/{id}/contact-crew-chief */
export function ContactCrewChiefPage() {
  const { t } = useTranslation('crews');
  return <ContactScreen pick={(shift) => shift.crewChief} role={t('contact.crewChief')} />;
}

/** /crews/{id}/contact-contact-on-site: the client's contact at the venue. */
export function ContactOnSitePage() {
  const { t } = useTranslation('crews');
  return <ContactScreen pick={(shift) => shift.contactOnSite} role={t('contact.onSite')} />;
}

/** /crews/{id}/contact-crew-member/{contactId}: a member of the crew (the crew item's id). */
export function ContactCrewMemberPage() {
  const { contactId = '' } = useParams();
  const { t } = useTranslation('crews');
  return (
    <ContactScreen
      pick={(shift) => {
        const member = shift.members.find((candidate) => candidate.id === contactId);
        return member?.person ? member.person : null;
      }}
      role={t('contact.member')}
    />
  );
}
