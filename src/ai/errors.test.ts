import { describe, expect, it } from "vitest";
import { describeFailure, kindOfStatus, redact } from "./errors";

describe("redact", () => {
  it("hides the key wherever it appears, and bearer tokens and sk- keys in general", () => {
    const key = "sk-propia-1234567890";
    expect(redact(`Incorrect API key provided: ${key}.`, key)).toBe(
      "Incorrect API key provided: [clave oculta].",
    );
    expect(redact("Authorization: Bearer abc.def", "")).toBe(
      "Authorization: Bearer [clave oculta]",
    );
    expect(redact("key sk-otra-abcdefgh used", "")).toBe("key [clave oculta] used");
    expect(redact("sin secretos", "x")).toBe("sin secretos");
  });
});

describe("kindOfStatus", () => {
  it("sorts the statuses a coach can act on", () => {
    expect(kindOfStatus(401, "")).toBe("auth");
    expect(kindOfStatus(403, "")).toBe("auth");
    expect(kindOfStatus(404, "The model `x` does not exist")).toBe("model");
    expect(kindOfStatus(404, "Not Found")).toBe("not-found");
    expect(kindOfStatus(400, "model 'x' not found, try pulling it first")).toBe("model");
    expect(kindOfStatus(400, "messages too long")).toBe("bad-request");
    expect(kindOfStatus(429, "")).toBe("rate-limit");
    expect(kindOfStatus(500, "")).toBe("server");
  });
});

describe("describeFailure", () => {
  it("says why in plain Spanish", () => {
    expect(describeFailure({ kind: "auth", status: 401, detail: "" }, "gpt-4", "h")).toBe(
      "La clave API es incorrecta o no tiene permiso para usar este servicio (código 401).",
    );
    expect(describeFailure({ kind: "model", status: 404, detail: "" }, "gpt-9", "h")).toContain(
      "El modelo «gpt-9» no existe",
    );
    expect(
      describeFailure({ kind: "network", detail: "Connection error." }, "m", "localhost:11434"),
    ).toContain("No se pudo conectar con localhost:11434");
    expect(describeFailure({ kind: "network", detail: "" }, "m", "h")).toContain("CORS");
    expect(
      describeFailure({ kind: "bad-request", status: 400, detail: "demasiado" }, "m", "h"),
    ).toBe("El servicio rechazó la petición (código 400): demasiado");
  });
});
