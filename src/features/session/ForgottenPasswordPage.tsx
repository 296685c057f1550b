import { PasswordLinkRequest } from './PasswordLinkRequest';

export function ForgottenPasswordPage() {
  return <PasswordLinkRequest wording="forgotten" />;
}
