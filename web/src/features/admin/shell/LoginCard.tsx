import { Box, Button, Card, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import type { FormEvent } from "react";
import type { LoginInput } from "@lorawan/contracts/auth";
import { paths } from "@lorawan/contracts/paths";

interface LoginCardProps {
  /** Called with the fields as they are when the form is sent. */
  onLogin: (input: LoginInput) => void;
  /** Spec 2.14: the last attempt failed (with why, when it was not the credentials). */
  failed: boolean | string;
  pending: boolean;
  /** The username of a form the server refused (decision 085), to try again with. */
  username?: string;
}

/**
 * Spec 2.14: the login form shown to a visitor without a session (LoginForm: the admin page's island,
 * and the admin app's after signing out). The fields are uncontrolled: what is typed
 * before the island has hydrated stays in them, and a submit before then is the browser's, to
 * /sign-in (decision 085).
 */
export function LoginCard({ onLogin, failed, pending, username }: LoginCardProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    onLogin({ username: String(fields.get("username") ?? ""), password: String(fields.get("password") ?? "") });
  }

  return (
    <Box maxW="md" mx="auto" py={{ base: "10", md: "16" }} px="4">
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h1" size="xl">
            Admin Login
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Sign in to manage products, news and data.
          </Text>
        </Card.Header>
        <Card.Body>
          {/* Sent by the browser when the page's code has not taken it over yet (decision 085): the
              function signs the visitor in and answers with /admin, or with this form again. */}
          <form method="post" action={paths.signIn} onSubmit={submit}>
            <Stack gap="4">
              <Field.Root required>
                <Field.Label>Username</Field.Label>
                <Input name="username" type="text" autoComplete="username" placeholder="admin@example.com" defaultValue={username} required minH="11" />
              </Field.Root>
              <Field.Root required>
                <Field.Label>Password</Field.Label>
                <Input name="password" type="password" autoComplete="current-password" required minH="11" />
              </Field.Root>
              {failed && (
                <Text role="alert" color="fg.error" fontSize="sm">
                  {typeof failed === "string" ? failed : "Login failed. Please try again."}
                </Text>
              )}
              <Button type="submit" colorPalette="brand" minH="11" loading={pending}>
                Login
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
