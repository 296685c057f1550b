import { PasswordLinkRequest } from './PasswordLinkRequest';

export function RenewPasswordPage() {
  return <PasswordLinkRequest wording="renew" />;
}
