import { createContext, use, useMemo, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from "react";

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How a link navigates and where the page is. The app (React Router) provides its Link, which
 * navigates without a page load. Components hydrated as islands on a public page have no router:
 * there a link is a plain anchor, and following it loads the next page (decision 010).
 */
export interface LinkNavigation {
  pathname: string;
  Link: ComponentType<AppLinkProps>;
}

const NavigationContext = createContext<LinkNavigation | null>(null);

export function NavigationProvider({ pathname, Link, children }: LinkNavigation & { children: ReactNode }) {
  const value = useMemo(() => ({ pathname, Link }), [pathname, Link]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

/** The current path: the router's in the app, the document's in an island. */
export function useCurrentPath(): string {
  const navigation = use(NavigationContext);
  if (navigation) return navigation.pathname;
  return typeof window === "undefined" ? "/" : window.location.pathname;
}

/** A link to a page of this site. */
export function AppLink(props: AppLinkProps) {
  const navigation = use(NavigationContext);
  if (navigation) return <navigation.Link {...props} />;
  const { to, children, ...anchor } = props;
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
