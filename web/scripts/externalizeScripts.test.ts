import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootAdminPage, bootIslands, externalizeInlineScripts } from "./externalizeScripts.mjs";

const page = [
  "<html><head>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<link rel="modulepreload" href="/assets/entry.js"/>',
  "</head><body><main>Hello</main>",
  "<script>window.first = 1</script>",
  "<script>window.second = window.first + 1;</script>",
  '<script type="module" async="">import "/assets/entry.js";</script>',
  "<script>window.third = 3</script>",
  '<script src="/assets/already-external.js"></script>',
  "</body></html>",
].join("");

describe("externalizeInlineScripts", () => {
  const { html, files } = externalizeInlineScripts(page, "/assets/");

  it("leaves no executable inline script behind", () => {
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = "", body]) => !attributes.includes("src=") && body !== "" && !attributes.includes("ld+json"),
    );
    expect(inline).toEqual([]);
  });

  it("keeps JSON-LD inline and external scripts untouched", () => {
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<script src="/assets/already-external.js"></script>');
  });

  it("keeps one script element per script, in the same order, so hydration finds what it rendered", () => {
    const classic = files.filter((file) => file.name.startsWith("page-boot-"));
    expect(classic.map((file) => file.source)).toEqual(["window.first = 1", "window.second = window.first + 1;", "window.third = 3"]);
    const sources = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    const module = files.find((file) => file.name.startsWith("route-boot-"));
    expect(sources).toEqual([...classic.slice(0, 2), module, classic[2]].map((file) => `/assets/${file!.name}`).concat("/assets/already-external.js"));
    expect(html.match(/<script/g)).toHaveLength(page.match(/<script/g)!.length);
  });

  it("moves the module script to a module file (not async: React would take an async script for a resource it may skip while hydrating)", () => {
    const module = files.find((file) => file.name.startsWith("route-boot-"));
    expect(module?.source).toBe('import "/assets/entry.js";');
    expect(html).toContain(`<script type="module" src="/assets/${module?.name}"></script>`);
  });

  it("names files by content, so identical boot code is one file", () => {
    const again = externalizeInlineScripts(page.replace("Hello", "Other page"), "/assets/");
    expect(again.files.map((file) => file.name)).toEqual(files.map((file) => file.name));
  });

  it("leaves a page without inline scripts as it was", () => {
    const plain = '<html><body><script src="/a.js"></script></body></html>';
    expect(externalizeInlineScripts(plain, "/assets/")).toEqual({ html: plain, files: [] });
  });

  describe("the after-paint loader", () => {
    const [loader] = bootIslands(page, "/assets/", { entry: "/assets/islands.js", modules: ["/assets/entry.js"] }).files as [{ name: string; source: string }];

    // The loader runs on timers and paint timing: fake timers, and a stubbed PerformanceObserver per test.
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    function runLoader(modules = ["/assets/a.js", "/assets/b.js"]) {
      document.head.innerHTML = "";
      document.body.innerHTML = "";
      const script = document.createElement("script");
      script.setAttribute("data-entry", "/assets/route.js");
      script.setAttribute("data-modules", JSON.stringify(modules));
      Object.defineProperty(document, "currentScript", { value: script, configurable: true });
      new Function(loader.source)();
    }
    const modulesRequested = () => document.querySelectorAll("script[type=module]").length;

    function expectStartedOnce() {
      expect([...document.querySelectorAll("link[rel=modulepreload]")].map((link) => link.getAttribute("href"))).toEqual(["/assets/a.js", "/assets/b.js"]);
      expect(document.querySelector("script[type=module]")?.getAttribute("src")).toBe("/assets/route.js");
      vi.advanceTimersByTime(5000);
      expect(modulesRequested()).toBe(1);
    }

    it("loads the preloads and the module once the first content is painted", () => {
      let onPaint: (list: { getEntriesByName: (name: string) => unknown[] }) => void = () => {};
      vi.stubGlobal(
        "PerformanceObserver",
        class {
          constructor(callback: typeof onPaint) {
            onPaint = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      runLoader();
      vi.advanceTimersByTime(100);
      onPaint({ getEntriesByName: () => [] });
      vi.advanceTimersByTime(100);
      expect(modulesRequested()).toBe(0);
      onPaint({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
      vi.advanceTimersByTime(0);
      expectStartedOnce();
    });

    it("without paint timing, loads them after the first frame", () => {
      vi.stubGlobal("PerformanceObserver", undefined);
      runLoader();
      expect(modulesRequested()).toBe(0);
      // Fake timers run animation frames every 16 ms.
      vi.advanceTimersByTime(20);
      expectStartedOnce();
    });

    it("adds preloads while a task has time left, and the module script after the last of them", () => {
      vi.stubGlobal("PerformanceObserver", undefined);
      // A slow phone: every preload link takes 4 ms to insert, so two fit in the 6 ms of a task.
      let now = 0;
      vi.spyOn(performance, "now").mockImplementation(() => (now += 4));
      const modules = Array.from({ length: 5 }, (_, i) => `/assets/m${i}.js`);
      const preloads = () => [...document.querySelectorAll("link[rel=modulepreload]")].map((link) => link.getAttribute("href"));
      runLoader(modules);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextTimer();
      expect(preloads()).toEqual(modules.slice(0, 2));
      expect(modulesRequested()).toBe(0);
      vi.advanceTimersToNextTimer();
      expect(preloads()).toEqual(modules.slice(0, 4));
      expect(modulesRequested()).toBe(0);
      vi.advanceTimersToNextTimer();
      expect(preloads()).toEqual(modules);
      expect(modulesRequested()).toBe(1);
    });

    it("adds every preload in one task where inserting them is quick", () => {
      vi.stubGlobal("PerformanceObserver", undefined);
      const modules = Array.from({ length: 20 }, (_, i) => `/assets/m${i}.js`);
      runLoader(modules);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextTimer();
      expect(document.querySelectorAll("link[rel=modulepreload]")).toHaveLength(20);
      expect(modulesRequested()).toBe(1);
    });

    it("in a tab that never paints, loads them after 3 seconds", () => {
      vi.stubGlobal(
        "PerformanceObserver",
        class {
          observe() {}
          disconnect() {}
        },
      );
      runLoader();
      vi.advanceTimersByTime(2900);
      expect(modulesRequested()).toBe(0);
      vi.advanceTimersByTime(200);
      expectStartedOnce();
    });
  });
});

describe("bootIslands", () => {
  const islands = { entry: "/assets/hydrateIslands-x.js", modules: ["/assets/react-dom-y.js", "/assets/hydrateIslands-x.js"] };
  const { html, files } = bootIslands(page, "/assets/", islands);

  it("drops the router's boot code: its inline scripts, external scripts and module preloads", () => {
    expect(html).not.toContain("window.first");
    expect(html).not.toContain('import "/assets/entry.js"');
    expect(html).not.toContain("already-external.js");
    expect(html).not.toContain("modulepreload");
  });

  it("keeps JSON-LD and the page's content", () => {
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain("<main>Hello</main>");
  });

  it("starts the islands entry with the after-paint loader, the last element of the body", () => {
    const [loader] = files;
    expect(files).toHaveLength(1);
    expect(loader!.name).toMatch(/^hydrate-after-paint-[\w-]+\.js$/);
    const modules = JSON.stringify(islands.modules).replaceAll('"', "&quot;");
    expect(
      html.endsWith(`<script data-entry="/assets/hydrateIslands-x.js" data-modules="${modules}" src="/assets/${loader!.name}"></script></body></html>`),
    ).toBe(true);
  });

  it("refuses a page without a body end to put the loader before", () => {
    expect(() => bootIslands("<html><body><main>cut", "/assets/", islands)).toThrow("</body>");
  });
});

describe("bootAdminPage", () => {
  const islands = { entry: "/assets/islands.client-x.js", modules: ["/assets/react-y.js", "/assets/islands.client-x.js"] };
  const { html, files } = bootAdminPage(page, "/assets/", islands);
  const boot = files.find((file) => file.name.startsWith("admin-boot-"))!;
  const routerBoot = files.find((file) => file.name.startsWith("route-boot-"))!;

  it("keeps the router's classic boot scripts in place and drops its module preloads", () => {
    const sources = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    const classic = files.filter((file) => file.name.startsWith("page-boot-")).map((file) => `/assets/${file.name}`);
    expect(sources).toEqual([classic[0], classic[1], `/assets/${boot.name}`, classic[2], "/assets/already-external.js"]);
    expect(html.match(/<script/g)).toHaveLength(page.match(/<script/g)!.length);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('type="module"');
  });

  it("puts the admin boot where the router's module script was, with what each way needs", () => {
    const element = new DOMParser().parseFromString(html, "text/html").querySelector(`script[src="/assets/${boot.name}"]`)!;
    expect(element.getAttribute("data-app-entry")).toBe(`/assets/${routerBoot.name}`);
    expect(JSON.parse(element.getAttribute("data-app-modules")!)).toEqual(["/assets/entry.js"]);
    expect(element.getAttribute("data-islands-entry")).toBe(islands.entry);
    expect(JSON.parse(element.getAttribute("data-islands-modules")!)).toEqual(islands.modules);
  });

  it("refuses a page without React Router's one module script", () => {
    expect(() => bootAdminPage("<html><body><main>Hello</main></body></html>", "/assets/", islands)).toThrow("0 module scripts");
  });

  describe("the admin boot", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    /** Runs the boot on AdminArea's pending markup, with /api/auth/user answered by `answer`. */
    async function runBoot(answer: () => Promise<Response>) {
      document.head.innerHTML = "";
      document.body.innerHTML = '<div role="status" data-admin-loading="">Loading...</div><div hidden data-admin-login=""><form></form></div>';
      const fetchSpy = vi.fn(answer);
      vi.stubGlobal("fetch", fetchSpy);
      const script = document.createElement("script");
      script.setAttribute("data-app-entry", "/assets/route-boot.js");
      script.setAttribute("data-app-modules", JSON.stringify(["/assets/entry.client.js", "/assets/react-y.js"]));
      script.setAttribute("data-islands-entry", islands.entry);
      script.setAttribute("data-islands-modules", JSON.stringify(islands.modules));
      Object.defineProperty(document, "currentScript", { value: script, configurable: true });
      new Function(boot.source)();
      await vi.waitFor(() => expect(document.querySelector("script[type=module]")).not.toBeNull());
      expect(fetchSpy).toHaveBeenCalledWith("/api/auth/user", { credentials: "same-origin" });
    }
    const started = () => [...document.querySelectorAll("script[type=module]")].map((script) => script.getAttribute("src"));
    const preloads = () => [...document.querySelectorAll("link[rel=modulepreload]")].map((link) => link.getAttribute("href"));
    const loading = () => document.querySelector<HTMLElement>("[data-admin-loading]")!;
    const loginForm = () => document.querySelector<HTMLElement>("[data-admin-login]")!;

    it("signed in, starts the router app on the page as prerendered", async () => {
      await runBoot(async () => new Response(JSON.stringify({ username: "ada@example.com", role: "user" }), { status: 200 }));
      expect(started()).toEqual(["/assets/route-boot.js"]);
      expect(preloads()).toEqual([...islands.modules, "/assets/entry.client.js", "/assets/react-y.js"]);
      expect(loading().hidden).toBe(false);
      expect(loginForm().hidden).toBe(true);
    });

    it("signed out, starts the islands entry and shows the login form once it has run", async () => {
      await runBoot(async () => new Response("Not signed in", { status: 401 }));
      expect(started()).toEqual([islands.entry]);
      expect(loginForm().hidden).toBe(true);
      document.querySelector("script[type=module]")!.dispatchEvent(new Event("load"));
      expect(loginForm().hidden).toBe(false);
      expect(loading().hidden).toBe(true);
    });

    it("shows the login form when the islands entry cannot load, rather than Loading for ever", async () => {
      await runBoot(async () => new Response("Not signed in", { status: 401 }));
      document.querySelector("script[type=module]")!.dispatchEvent(new Event("error"));
      expect(loginForm().hidden).toBe(false);
    });

    it("when the current user cannot be fetched, shows the login form as the app does", async () => {
      await runBoot(() => Promise.reject(new TypeError("Failed to fetch")));
      expect(started()).toEqual([islands.entry]);
      await runBoot(async () => new Response("Internal Server Error", { status: 500 }));
      expect(started()).toEqual([islands.entry]);
    });
  });
});
