import { Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, type LinksFunction } from "react-router";
import { PageHead } from "./app/pageHead";
import { Providers } from "./app/Providers";
import { JsonLd } from "./components/JsonLd";
import { siteJsonLd } from "./components/seo";
import { brand, favicon } from "./config/site";
import type { Route } from "./+types/root";
import { LinkButton } from "~/components/LinkButton";

export const links: LinksFunction = () => [
  { rel: "icon", href: favicon.path, type: "image/png", sizes: `${favicon.pixels}x${favicon.pixels}` },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.colors.primary} />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content={brand.shortName} />
        <PageHead />
        <Meta />
        <Links />
        {siteJsonLd.map((data) => (
          <JsonLd key={String(data["@type"])} data={data} />
        ))}
      </head>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <Container maxW="2xl" py="24" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      <Text color="fg.muted" mb="8">
        The page could not be shown. Please try again.
      </Text>
      <LinkButton asChild colorPalette="brand">
        <a href="/">Back to home</a>
      </LinkButton>
    </Container>
  );
}
