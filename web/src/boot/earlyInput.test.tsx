import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { changedSincePrerender, useEarlyInput } from "./earlyInput";

function prerenderedInput(value: string) {
  const input = document.createElement("input");
  input.setAttribute("value", value);
  return input;
}

function prerenderedSelect(selected: string | null) {
  const select = document.createElement("select");
  for (const value of ["newest", "name", "price-low"]) {
    const option = new Option(value, value, false, value === selected);
    if (value === selected) option.setAttribute("selected", "");
    select.append(option);
  }
  return select;
}

describe("changedSincePrerender", () => {
  it("sees text typed into a prerendered input", () => {
    const input = prerenderedInput("");
    expect(changedSincePrerender(input)).toBe(false);
    input.value = "gateway";
    expect(changedSincePrerender(input)).toBe(true);
  });

  it("sees another option chosen, with or without a prerendered selection", () => {
    const marked = prerenderedSelect("name");
    expect(changedSincePrerender(marked)).toBe(false);
    marked.value = "price-low";
    expect(changedSincePrerender(marked)).toBe(true);
    const unmarked = prerenderedSelect(null);
    expect(changedSincePrerender(unmarked)).toBe(false);
    unmarked.value = "name";
    expect(changedSincePrerender(unmarked)).toBe(true);
  });
});

function Search({ adopt }: { adopt: (value: string) => void }) {
  const ref = useEarlyInput<HTMLInputElement>(adopt);
  return <input ref={ref} aria-label="Search" defaultValue="" />;
}

async function hydrateAfterTyping(typed: string | null) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Search adopt={() => {}} />);
  if (typed !== null) container.querySelector("input")!.value = typed;
  const adopt = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Search adopt={adopt} />);
  });
  return adopt;
}

describe("useEarlyInput", () => {
  it("hands over what was typed into the prerendered field before hydration", async () => {
    expect(await hydrateAfterTyping("gateway")).toHaveBeenCalledWith("gateway");
  });

  it("leaves an untouched field to the state", async () => {
    expect(await hydrateAfterTyping(null)).not.toHaveBeenCalled();
  });
});
