import { createContext, use, type AnchorHTMLAttributes, type ReactNode, type Ref } from "react";

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Where the page is: the path its server render was for (the layout provides it). No page runs a
 * client router (decision 021): a link is a plain anchor, and following it loads the next page.
 */
const NavigationContext = createContext<string | null>(null);

export function NavigationProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  return <NavigationContext value={pathname}>{children}</NavigationContext>;
}

/** The current path: the one the page was rendered for, else (an island hydrating on its own) the document's. */
export function useCurrentPath(): string {
  const pathname = use(NavigationContext);
  if (pathname !== null) return pathname;
  return typeof window === "undefined" ? "/" : window.location.pathname;
}

/** A link to a page of this site. */
export function AppLink({ to, children, ...anchor }: AppLinkProps) {
  return (
    <a href={to} {...anchor}>
      {children}
    </a>
  );
}

/**
 * A navigation link, marked aria-current="page" while its page is shown, or any page whose path
 * starts with `currentUnder` (the section it leads to).
 */
export function NavAppLink({ currentUnder, ...props }: AppLinkProps & { currentUnder?: string }) {
  const pathname = useCurrentPath();
  const current = pathname === props.to || (currentUnder !== undefined && pathname.startsWith(currentUnder));
  return <AppLink aria-current={current ? "page" : undefined} {...props} />;
}
