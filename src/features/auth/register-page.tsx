/** /user/register (§2, §5). */
import { SignInForm } from './sign-in-form';

export function RegisterPage() {
  return <SignInForm mode="register" />;
}
