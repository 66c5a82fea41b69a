/** /user/login (§2, §5). */
import { SignInForm } from './sign-in-form';

export function LoginPage() {
  return <SignInForm mode="login" />;
}
