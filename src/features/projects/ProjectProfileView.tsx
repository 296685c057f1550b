import { DataList, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from 'urql';
import type { ProjectView } from '../../../machines/projectPage.types';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/dates/dates';
import { ProjectActions } from './ProjectActions';
import { ProjectLogo } from './ProjectLogo';
import { LinkOrText, useProjectPageRights, ViewFrame, useNumber } from './project-page-frame';

const ProfileQuery = graphql(`
  query ProjectProfileView($number: String!) {
    project(number: $number) {
      ...ProjectPageHeader
      clientMark
      reference
      comment
      beginDate
      endDate
      branch {
        id
        caption
      }
      manager {
        id
        caption
      }
      rateCard {
        id
        name
        currency
      }
      cateringType {
        id
        caption
      }
      locations {
        id
        caption
      }
    }
  }
`);

export function ProfileView({ views }: { views: readonly ProjectView[] }) {
  const { t, i18n } = useTranslation('projects');
  const number = useNumber();
  const rights = useProjectPageRights();
  const [result, reexecute] = useQuery({ query: ProfileQuery, variables: { number } });
  const none = t('page.profile.none');
  const day = (date: string | null | undefined) => (date ? formatDay(date, i18n.language) : none);
  return (
    <ViewFrame
      view="profile"
      views={views}
      result={result}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {(project) => {
        const rows: Array<[string, ReactNode]> = [
          [t('page.profile.company'), project.company?.caption ?? none],
          [t('page.profile.clientMark'), project.clientMark || none],
          [t('page.profile.name'), project.name],
          [t('page.profile.begin'), day(project.beginDate)],
          [t('page.profile.end'), day(project.endDate)],
          [t('page.profile.reference'), project.reference || none],
          [t('page.profile.rateCard'), project.rateCard?.name ?? none],
          [t('page.profile.branch'), project.branch?.caption ?? none],
          [t('page.profile.catering'), project.cateringType?.caption ?? none],
          [
            t('page.profile.manager'),
            project.manager ? (
              <LinkOrText to={rights.contactLink(project.number)}>
                {project.manager.caption}
              </LinkOrText>
            ) : (
              none
            ),
          ],
          [
            t('page.profile.locations'),
            project.locations && project.locations.length > 0 ? (
              <List.Root variant="plain" gap="1">
                {project.locations.map((location) => (
                  <List.Item key={location.id}>
                    <LinkOrText to={rights.locationLink(location.id)}>
                      {location.caption}
                    </LinkOrText>
                  </List.Item>
                ))}
              </List.Root>
            ) : (
              none
            ),
          ],
          [t('page.profile.status'), project.status ? t(`list.status.${project.status}`) : none],
          [
            t('page.profile.comment'),
            project.comment ? <Text whiteSpace="pre-wrap">{project.comment}</Text> : none,
          ],
        ];
        const documentsLink = rights.documentsLink(project.number);
        return (
          <Stack gap="4">
            <ProjectLogo project={project} />
            {documentsLink ? (
              <Link asChild alignSelf="start">
                <RouterLink to={documentsLink}>{t('page.profile.documents')}</RouterLink>
              </Link>
            ) : null}
            <DataList.Root orientation="horizontal" gap="3">
              {rows.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {/* Keyed by the project: after a copy opens, the copy form of the original is gone. */}
            <ProjectActions key={project.id} project={project} />
          </Stack>
        );
      }}
    </ViewFrame>
  );
}
