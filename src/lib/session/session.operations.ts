import { graphql } from '../../gql';

export const SessionFieldsFragment = graphql(`
  fragment SessionFields on Session {
    token
    expiresAt
    type
    projectNumber
    plusCrewNumber
    loginData {
      person {
        id
        caption
      }
      contactNumber
      language
      loginTypes {
        caption
      }
    }
    userRights
    mailboxUserRights
    tenant {
      ...TenantSettingsFields
    }
  }
`);

export const TenantSettingsFieldsFragment = graphql(`
  fragment TenantSettingsFields on TenantSettings {
    name
    defaultLanguage
    mobileTheme
    backgroundUrl
    backgroundColorCode
    faviconUrl
    logoUrl
    useUserLanguage
    metaHostName
    metaDescription
  }
`);

export const SignInMutation = graphql(`
  mutation SignIn($login: String!, $password: String!, $deviceToken: String) {
    signIn(login: $login, password: $password, deviceToken: $deviceToken) {
      ...SessionFields
      deviceToken
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const RefreshSessionMutation = graphql(`
  mutation RefreshSession {
    refreshSession {
      ...SessionFields
    }
  }
`);

export const TenantSettingsQuery = graphql(`
  query TenantSettings {
    tenantSettings {
      ...TenantSettingsFields
    }
  }
`);
