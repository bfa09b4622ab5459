import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useAddressState } from "./useAddressState";

const fromQuery = (params: URLSearchParams) => params.get("q") ?? "";
const toQuery = (q: string) => new URLSearchParams(q ? { q } : {});

function renderAddressState() {
  return renderHook(() => useAddressState("", "", fromQuery, toQuery));
}

describe("useAddressState", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("shows a typed query at once and writes it into the address once the page is idle", async () => {
    const entries = window.history.length;
    const { result } = renderAddressState();
    act(() => result.current[1]("tem", { replace: true }));
    act(() => result.current[1]("temp", { replace: true }));
    expect(result.current[0]).toBe("temp");
    await waitFor(() => expect(window.location.search).toBe("?q=temp"));
    expect(window.history.length).toBe(entries);
  });

  it("keeps what was typed last in the entry a new one leaves, so Back comes back to it", async () => {
    const { result } = renderAddressState();
    act(() => result.current[1]("gate", { replace: true }));
    act(() => result.current[1]((typed) => `${typed}way`, { replace: false }));
    expect(window.location.search).toBe("?q=gateway");
    act(() => window.history.back());
    await waitFor(() => expect(result.current[0]).toBe("gate"));
    expect(window.location.search).toBe("?q=gate");
  });
});
