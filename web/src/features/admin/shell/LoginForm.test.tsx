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

  it("signed in, loads /admin again, which then starts the app (decision 012; from /sign-in too, decision 085)", async () => {
    const replace = vi.fn();
    vi.stubGlobal("location", { ...window.location, replace });
    await logIn(new Response(JSON.stringify({ username: "ada@example.com", role: "admin" }), { status: 200 }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledExactlyOnceWith("/admin"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  }, 20_000);

  it("shows why the server refused a form the browser sent, until the next try", async () => {
    renderWithProviders(<LoginForm refused="Too many attempts. Try again in 60 seconds." />);
    expect(screen.getByRole("alert")).toHaveTextContent("Too many attempts. Try again in 60 seconds.");
  });
});
