// The call-up as a PNG, drawn on a canvas: loaded only when the coach asks for it.
// 1080 px wide (what messaging apps show without cropping), as tall as the list needs.

export type CallUpImage = {
  title: string;
  facts: string;
  venue: string;
  players: { number: number; name: string }[];
};

const WIDTH = 1080;
const ROW = 54;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export function callUpPng(data: CallUpImage): Promise<Blob> {
  const perColumn = Math.ceil(data.players.length / 2);
  const top = data.venue ? 300 : 260;
  const height = top + perColumn * ROW + 90;
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) return Promise.reject(new Error("canvas"));
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = "#047857";
  ctx.fillRect(0, 0, WIDTH, 16);
  ctx.fillStyle = "#065f46";
  ctx.font = `600 30px ${FONT}`;
  ctx.fillText("CONVOCATORIA", 60, 90);
  ctx.fillStyle = "#0f172a";
  ctx.font = `700 46px ${FONT}`;
  ctx.fillText(data.title, 60, 150, WIDTH - 120);
  ctx.fillStyle = "#475569";
  ctx.font = `400 30px ${FONT}`;
  ctx.fillText(data.facts, 60, 200, WIDTH - 120);
  if (data.venue) ctx.fillText(data.venue, 60, 242, WIDTH - 120);
  data.players.forEach((p, i) => {
    const column = i < perColumn ? 0 : 1;
    const x = 60 + column * 500;
    const y = top + (i % perColumn) * ROW;
    ctx.fillStyle = "#047857";
    ctx.font = `700 32px ${FONT}`;
    ctx.textAlign = "right";
    ctx.fillText(String(p.number), x + 50, y);
    ctx.textAlign = "left";
    ctx.fillStyle = "#0f172a";
    ctx.font = `400 32px ${FONT}`;
    ctx.fillText(p.name, x + 72, y, 400);
  });
  ctx.fillStyle = "#475569";
  ctx.font = `600 28px ${FONT}`;
  ctx.fillText(`${data.players.length} convocados`, 60, height - 40);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("png"))), "image/png"),
  );
}
