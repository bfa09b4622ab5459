import { Box, Button, Card, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useLogin } from "~/features/auth";

/** Spec 2.14: the login form shown to a visitor without a session. */
export function LoginForm() {
  const login = useLogin();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate({ username, password });
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
          <form onSubmit={submit} noValidate={false}>
            <Stack gap="4">
              <Field.Root required>
                <Field.Label>Username</Field.Label>
                <Input name="username" type="text" autoComplete="username" placeholder="admin@example.com" value={username} onChange={(e) => setUsername(e.target.value)} required />
              </Field.Root>
              <Field.Root required>
                <Field.Label>Password</Field.Label>
                <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
              </Field.Root>
              {login.isError && (
                <Text role="alert" color="fg.error" fontSize="sm">
                  Login failed. Please try again.
                </Text>
              )}
              <Button type="submit" colorPalette="brand" minH="11" loading={login.isPending}>
                Login
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
