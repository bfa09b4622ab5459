import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { compareList } from "./compareList";
import { useCompareList } from "./useCompareList";

describe("the compare list (issue 22)", () => {
  beforeEach(() => compareList.clear());

  it("keeps up to 4 devices in the order chosen, refuses a fifth with a message, and remembers them", () => {
    const { result } = renderHook(() => useCompareList());
    act(() => {
      for (const id of [1, 2, 3, 4]) compareList.add({ id, name: `Device ${id}` });
      compareList.add({ id: 2, name: "Device 2" });
    });
    expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(result.current.refused).toBeNull();
    act(() => compareList.add({ id: 5, name: "Device 5" }));
    expect(result.current.items).toHaveLength(4);
    expect(result.current.refused).toBe("Up to 4 devices can be compared: remove one to add Device 5.");
    expect(JSON.parse(window.localStorage.getItem("compare.devices")!)).toHaveLength(4);

    act(() => compareList.remove(3));
    expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 4]);
    expect(result.current.refused).toBeNull();
  });

  it("follows another tab's choice", () => {
    const { result } = renderHook(() => useCompareList());
    act(() => {
      window.localStorage.setItem("compare.devices", JSON.stringify([{ id: 9, name: "Device 9" }, { id: "x" }]));
      window.dispatchEvent(new StorageEvent("storage", { key: "compare.devices" }));
    });
    expect(result.current.items).toEqual([{ id: 9, name: "Device 9" }]);
  });
});
