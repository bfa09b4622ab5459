import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render";
import LoginForm from "./LoginForm.island";

describe("LoginForm", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  async function logIn(answer: Response) {
    const fetchSpy = vi.fn(async () => answer);
    vi.stubGlobal("fetch", fetchSpy);
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText(/Username/), "ada@example.com");
    await user.type(screen.getByLabelText(/Password/), "secret");
    await user.click(screen.getByRole("button", { name: "Login" }));
    return fetchSpy;
  }

  it("sends the fields, and on a failure says so and keeps them (spec 2.14)", async () => {
    const fetchSpy = await logIn(new Response("Invalid username or password", { status: 401 }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed. Please try again.");
    expect(fetchSpy).toHaveBeenCalledWith(
      "/api/auth/login",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ username: "ada@example.com", password: "secret" }) }),
    );
    expect(screen.getByLabelText(/Username/)).toHaveValue("ada@example.com");
    expect(screen.getByLabelText(/Password/)).toHaveValue("secret");
  }, 20_000);

  it("signed in, loads the page again, which then starts the app (decision 012)", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    await logIn(new Response(JSON.stringify({ username: "ada@example.com", role: "admin" }), { status: 200 }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  }, 20_000);
});
