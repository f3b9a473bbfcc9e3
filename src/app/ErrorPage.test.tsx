import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppLayout } from "./AppLayout";
import { ErrorPage } from "./ErrorPage";

function Boom(): never {
  throw new Error("boom");
}

describe("uncaught errors", () => {
  it("show the spec's 'Unexpected Application Error!' page, not a blank screen", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: <AppLayout />,
          errorElement: <ErrorPage />,
          children: [{ path: "/", element: <Boom />, errorElement: <ErrorPage /> }],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Tus datos no se han modificado/)).toBeInTheDocument();
  });
});
