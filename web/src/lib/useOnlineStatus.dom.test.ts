import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkConnection, isOnline, useOnlineStatus } from "./useOnlineStatus";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("useOnlineStatus", () => {
  it("follows the browser's offline and online events", () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(result.current).toBe(false);
    expect(isOnline()).toBe(false);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(result.current).toBe(true);
  });

  it("counts a failed probe as offline while navigator.onLine still says online, and recovers", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(new Response(null));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => useOnlineStatus());

    await act(() => checkConnection());
    expect(fetchMock).toHaveBeenCalledWith("/favicon.svg", { method: "HEAD", cache: "no-store" });
    expect(result.current).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current).toBe(true);
  });
});
