import type { MetaDescriptor } from "react-router";
import { socialCardFor, socialCardSize } from "@lorawan/contracts/socialCard";
import { brand, defaultSocialImage, siteUrl } from "~/config/site";

interface SeoFields {
  title: string;
  description: string;
  /** Absolute or root-relative image; defaults to the site's social image under /api/images/. */
  image?: string;
  type?: "website" | "article" | "product";
  /** This page's JSON-LD objects (Organization and WebSite are site-wide: root.tsx writes them). */
  jsonLd?: Record<string, unknown>[];
}

/**
 * A page has a path, e.g. "/pricing", which its canonical link and og:url give as an absolute URL.
 * A page without one (the not-found page, shown at any unknown URL) has neither, and is noindex.
 */
export type SeoInput = SeoFields & ({ path: string; noindex?: boolean } | { path?: undefined; noindex: true });

export const absoluteUrl = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`);

const organizationJsonLd = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: brand.name,
  url: siteUrl,
  logo: `${siteUrl}/brand/logo-default.png`,
  email: brand.email,
  description: brand.tagline,
};

const websiteJsonLd = {
  "@context": "https://schema.org",
  "@type": "WebSite",
  name: brand.name,
  url: siteUrl,
  description: brand.tagline,
  inLanguage: "en",
  publisher: { "@type": "Organization", name: brand.name, url: siteUrl },
};

/** Spec 1: on every page, written once by the root layout (so also on 404, admin and product pages). */
export const siteJsonLd = [organizationJsonLd, websiteJsonLd];

/** Spec 1: every public page sets title, description, canonical, social tags and structured data. */
export function seo({ title, description, path, image = defaultSocialImage, type = "website", jsonLd = [], noindex }: SeoInput): MetaDescriptor[] {
  const url = path === undefined ? undefined : absoluteUrl(path);
  // A stored image (a product's photo, an article's) is shared as its 1200 x 630 card, with its size
  // declared. An image of another site goes as it is, its size unknown.
  const card = socialCardFor(image.startsWith(`${siteUrl}/`) ? image.slice(siteUrl.length) : image);
  const imageUrl = absoluteUrl(card ?? image);
  return [
    { title },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: type },
    { property: "og:site_name", content: brand.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: imageUrl },
    ...(card
      ? [
          { property: "og:image:width", content: String(socialCardSize.width) },
          { property: "og:image:height", content: String(socialCardSize.height) },
        ]
      : []),
    // X falls back to the Open Graph tags, but validators and other readers of Twitter cards do not:
    // a card names its own title, description and image (issue 47).
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
