import { useLogin } from "~/features/auth";
import { LoginCard } from "./LoginCard";

/** Spec 2.14: the login form in the app (after logging out, or where the app itself found no session). */
export function LoginForm() {
  const login = useLogin();
  return <LoginCard onLogin={(input) => login.mutate(input)} failed={login.isError} pending={login.isPending} />;
}
