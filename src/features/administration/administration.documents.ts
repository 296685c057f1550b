import { graphql } from '../../gql';

// The administration screens' operations: one query per screen, the writes beside them. The hub
// asks nothing (its links follow from the rights the session holds).

export const AdminSettingsPageQuery = graphql(`
  query AdminSettingsPage {
    tenantSettings {
      name
      defaultLanguage
      useUserLanguage
      mobileTheme
      logoUrl
      backgroundUrl
      backgroundColorCode
      faviconUrl
      metaHostName
      metaDescription
    }
  }
`);

export const UpdateTenantSettingsMutation = graphql(`
  mutation UpdateTenantSettings($input: TenantSettingsInput!) {
    updateTenantSettings(input: $input) {
      name
      defaultLanguage
      useUserLanguage
      mobileTheme
      backgroundColorCode
      metaHostName
      metaDescription
    }
  }
`);

export const RemoveTenantImageMutation = graphql(`
  mutation RemoveTenantImage($kind: TenantImageKind!) {
    removeTenantImage(kind: $kind) {
      logoUrl
      backgroundUrl
      faviconUrl
    }
  }
`);

export const AdminAuditPageQuery = graphql(`
  query AdminAuditPage($filter: AuditEventFilter, $page: Int!, $limit: Int!) {
    auditEvents(filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        at
        action
        actor {
          id
          caption
        }
        subject {
          kind
          id
          caption
        }
        changes {
          field
          from
          to
        }
      }
    }
  }
`);
