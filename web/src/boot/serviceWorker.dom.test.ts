import { afterEach, describe, expect, it, vi } from "vitest";
import { showUpdatePrompt, toaster } from "~/components/ui/toaster";
import { registerServiceWorker } from "./serviceWorker";

type Listener = () => void;

/** workbox-window's Workbox, reduced to what the registration uses. */
const workbox = vi.hoisted(() => {
  const listeners = new Map<string, (() => void)[]>();
  return {
    listeners,
    register: vi.fn(() => Promise.resolve()),
    messageSkipWaiting: vi.fn(),
    emit: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
  };
});

vi.mock("workbox-window", () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    register = workbox.register;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("registerServiceWorker", () => {
  it("offers a Reload when a new version waits, and reloads once it controls the page", async () => {
    vi.stubEnv("DEV", false);
    vi.stubGlobal("navigator", { ...navigator, serviceWorker: {} });
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const create = vi.spyOn(toaster, "create");

    registerServiceWorker(showUpdatePrompt);
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalled());
    workbox.emit("waiting");

    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: "A new version is available", action: expect.objectContaining({ label: "Reload" }) }));
    const action = (create.mock.calls[0]![0] as { action: { onClick: () => void } }).action;
    action.onClick();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.emit("controlling");
    expect(reload).toHaveBeenCalledOnce();
  });
});
