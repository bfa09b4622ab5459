export declare function externalizeInlineScripts(html: string, assetsUrl: string): { html: string; files: { name: string; source: string }[] };

export declare function bootIslands(
  html: string,
  assetsUrl: string,
  islands: { entry: string; modules: string[] },
): { html: string; files: { name: string; source: string }[] };

export declare function bootAdminPage(
  html: string,
  assetsUrl: string,
  islands: { entry: string; modules: string[] },
): { html: string; files: { name: string; source: string }[] };
