import { encodePng } from './png';

type Rgb = readonly [number, number, number];

/** A tiny software canvas: enough for flat illustrations with soft gradients. */
class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    this.pixels[i] = Math.round(this.pixels[i]! * (1 - alpha) + r * alpha);
    this.pixels[i + 1] = Math.round(this.pixels[i + 1]! * (1 - alpha) + g * alpha);
    this.pixels[i + 2] = Math.round(this.pixels[i + 2]! * (1 - alpha) + b * alpha);
  }

  verticalGradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const t = y / (this.height - 1);
      const colour: Rgb = [top[0] + (bottom[0] - top[0]) * t, top[1] + (bottom[1] - top[1]) * t, top[2] + (bottom[2] - top[2]) * t];
      for (let x = 0; x < this.width; x++) this.set(x, y, colour);
    }
  }

  rect(x0: number, y0: number, w: number, h: number, colour: Rgb, alpha = 1): void {
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(this.height, Math.round(y0 + h)); y++) {
      for (let x = Math.max(0, Math.round(x0)); x < Math.min(this.width, Math.round(x0 + w)); x++) this.set(x, y, colour, alpha);
    }
  }

  circle(cx: number, cy: number, radius: number, colour: Rgb, alpha = 1, inner = 0): void {
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++) {
        const d = Math.hypot(x - cx, y - cy);
        if (d <= radius && d >= inner) this.set(x, y, colour, alpha * Math.min(1, radius - d + 0.5));
      }
    }
  }

  /** Fills everything below y = f(x). */
  area(f: (x: number) => number, colour: Rgb, alpha = 1): void {
    for (let x = 0; x < this.width; x++) {
      for (let y = Math.max(0, Math.floor(f(x))); y < this.height; y++) this.set(x, y, colour, alpha);
    }
  }

  line(x0: number, y0: number, x1: number, y1: number, thickness: number, colour: Rgb): void {
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
    for (let s = 0; s <= steps; s++) {
      const t = s / Math.max(1, steps);
      this.circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, thickness / 2, colour);
    }
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}

const W = 640;
const H = 400;

function gardens(variant: number): Buffer {
  const c = new Canvas(W, H);
  c.verticalGradient([186, 230, 253], [240, 253, 244]);
  c.circle(520 - variant * 340, 90, 46, [253, 224, 71]);
  c.area((x) => 250 + 30 * Math.sin(x / 90 + variant), [134, 239, 172]);
  c.area((x) => 300 + 22 * Math.sin(x / 60 + 2 + variant), [34, 197, 94]);
  for (const [x, s] of [
    [120, 1],
    [300, 1.3],
    [470, 0.9],
  ] as const) {
    c.rect(x - 6 * s, 230 - 10 * s, 12 * s, 80 * s, [120, 72, 32]);
    c.circle(x, 210 - 20 * s, 42 * s, [21, 128, 61]);
    c.circle(x - 20 * s, 225 - 20 * s, 28 * s, [22, 163, 74]);
  }
  // A wooden garden bench with a backrest, well inside the picture: frames of another shape (4:3 on
  // a service's page) crop the sides, and a white seat cut by the frame's edge read as a white band
  // (issue 32 item 9).
  const bench = 110 + variant * 280;
  c.rect(bench, 300, 150, 12, [180, 120, 66]);
  c.rect(bench, 330, 150, 14, [205, 145, 84]);
  c.rect(bench + 6, 312, 8, 64, [87, 83, 78]);
  c.rect(bench + 136, 312, 8, 64, [87, 83, 78]);
  return c.png();
}

function marketing(variant: number): Buffer {
  const c = new Canvas(W, H);
  c.verticalGradient([30, 27, 75], [91, 33, 182]);
  c.rect(60, 60, 520, 280, [255, 255, 255], 0.08);
  const bars = variant === 0 ? [60, 95, 80, 140, 175, 230] : [40, 70, 120, 110, 190, 250];
  bars.forEach((h, i) => c.rect(100 + i * 75, 320 - h, 46, h, i === bars.length - 1 ? [244, 114, 182] : [129, 140, 248]));
  let px = 123;
  let py = 320 - bars[0]! - 20;
  bars.forEach((h, i) => {
    const x = 123 + i * 75;
    const y = 320 - h - 20;
    if (i > 0) c.line(px, py, x, y, 5, [250, 204, 21]);
    c.circle(x, y, 8, [250, 204, 21]);
    px = x;
    py = y;
  });
  c.circle(560, 90, 26, [255, 255, 255], 0.9, 18);
  return c.png();
}

function cafe(variant: number): Buffer {
  const c = new Canvas(W, H);
  c.verticalGradient([254, 243, 199], [251, 146, 60]);
  // Fairy lights for the events side.
  const bulbs: Rgb[] = [
    [239, 68, 68],
    [59, 130, 246],
    [34, 197, 94],
    [234, 179, 8],
  ];
  for (let i = 0; i * 40 + 20 < W; i++) {
    const x = i * 40 + 20;
    c.circle(x, 40 + 18 * Math.sin(x / 70 + variant), 7, bulbs[i % bulbs.length]!);
  }
  c.rect(0, 300, W, 100, [120, 53, 15]);
  const cx = 220 + variant * 200;
  c.rect(cx - 70, 170, 140, 130, [255, 255, 255]);
  c.rect(cx - 70, 170, 140, 22, [180, 83, 9]);
  c.circle(cx + 80, 230, 34, [255, 255, 255], 1, 20);
  for (const dx of [-30, 0, 30]) {
    for (let y = 150; y > 90; y -= 2) c.circle(cx + dx + 8 * Math.sin(y / 9), y, 3, [255, 255, 255], 0.7);
  }
  c.circle(cx - 200 + variant * 80, 320, 40, [253, 186, 116], 0.9);
  return c.png();
}

function building(variant: number): Buffer {
  const c = new Canvas(W, H);
  c.verticalGradient([224, 242, 254], [203, 213, 225]);
  const towers =
    variant === 0
      ? [
          [80, 140, 120],
          [240, 90, 140],
          [420, 170, 150],
        ]
      : [
          [60, 110, 160],
          [260, 160, 130],
          [430, 80, 150],
        ];
  for (const [x, top, w] of towers) {
    c.rect(x!, top!, w!, 360 - top!, [100, 116, 139]);
    for (let wy = top! + 20; wy < 340; wy += 34) {
      for (let wx = x! + 14; wx < x! + w! - 24; wx += 32) c.rect(wx, wy, 18, 20, [254, 240, 138]);
    }
  }
  // Crane and scaffolding: the finishing and maintenance work.
  c.rect(560, 60, 12, 300, [234, 179, 8]);
  c.line(566, 64, 330, 64, 8, [234, 179, 8]);
  c.line(380, 64, 380, 130, 2, [30, 41, 59]);
  c.rect(366, 130, 28, 18, [234, 88, 12]);
  c.rect(0, 360, W, 40, [71, 85, 105]);
  return c.png();
}

export const SEED_ILLUSTRATIONS = { gardens, marketing, cafe, building } as const;
export type IllustrationKind = keyof typeof SEED_ILLUSTRATIONS;
