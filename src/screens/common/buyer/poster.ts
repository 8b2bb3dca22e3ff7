// The car's share poster, drawn in a canvas: cover photo, title, the car's facts (registration year,
// mileage, city), price, three highlights and a QR code
// of the car's address, as a PNG the buyer can long-press to save (WeChat offers "save image" on an
// <img>, not on a canvas). Loaded with the poster sheet only, QR library included.
//
// A photo from another origin can only be drawn when its server allows it (CORS): it is requested
// with crossOrigin="anonymous"; when it does not load that way, or the canvas ends up tainted anyway,
// the poster is drawn again without the photo and the caller says so.

import QRCode from 'qrcode';

export interface PosterInput {
  title: string;
  /** The car's facts under the title, formatted for the locale: registration year, mileage, city. */
  facts: readonly string[];
  /** The price as shown (formatted for the locale). */
  price: string;
  priceLabel: string;
  highlights: readonly string[];
  /** The car's open flags (src/domain/car-flags.ts), drawn before the highlights in the warning tone. */
  warnings?: readonly string[];
  cover: string | null;
  /** The car's address, encoded in the QR code. */
  url: string;
  scanHint: string;
  brand: string;
}

export interface Poster {
  /** PNG data URL. */
  src: string;
  /** The car has a photo but it could not be drawn (another origin without CORS, or it failed to load). */
  photoFailed: boolean;
}

const WIDTH = 750;
const HEIGHT = 1200;
const PAD = 48;
const PHOTO_HEIGHT = 560;

/** How long the poster waits for the car's photo; then it is drawn without it (and says so). */
export const POSTER_PHOTO_WAIT_MS = 8_000;

/** The photo, or null when it fails or has not arrived within POSTER_PHOTO_WAIT_MS (a stalled request). */
function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const url = new URL(src, window.location.href);
    const timer = setTimeout(() => resolve(null), POSTER_PHOTO_WAIT_MS);
    const settle = (loaded: HTMLImageElement | null) => {
      clearTimeout(timer);
      resolve(loaded);
    };
    if (url.origin !== window.location.origin) image.crossOrigin = 'anonymous';
    image.onload = () => settle(image);
    image.onerror = () => settle(null);
    image.src = url.href;
  });
}

/** Lines of `text` that fit `width`, at most `max` (the last one ends with an ellipsis when cut). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of Array.from(text)) {
    if (context.measureText(line + char).width > width && line) {
      lines.push(line);
      line = '';
      if (lines.length === max) break;
    }
    line += char;
  }
  if (lines.length < max && line) lines.push(line);
  else if (lines.length === max && line) lines[max - 1] = `${lines[max - 1]!.slice(0, -1)}…`;
  return lines;
}

function drawQr(context: CanvasRenderingContext2D, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  context.fillStyle = '#ffffff';
  context.fillRect(x, y, size, size);
  context.fillStyle = '#1c2329';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col))
        context.fillRect(x + (col + quiet) * cell, y + (row + quiet) * cell, Math.ceil(cell), Math.ceil(cell));
    }
  }
}

function draw(canvas: HTMLCanvasElement, input: PosterInput, photo: HTMLImageElement | null): void {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const font = (size: number, weight = 400) =>
    `${weight} ${size}px system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif`;
  context.fillStyle = '#f5f7f9';
  context.fillRect(0, 0, WIDTH, HEIGHT);

  // Photo (cover-fitted) or a brand-coloured panel in its place.
  if (photo && photo.naturalWidth > 0 && photo.naturalHeight > 0) {
    const scale = Math.max(WIDTH / photo.naturalWidth, PHOTO_HEIGHT / photo.naturalHeight);
    const w = photo.naturalWidth * scale;
    const h = photo.naturalHeight * scale;
    context.drawImage(photo, (WIDTH - w) / 2, (PHOTO_HEIGHT - h) / 2, w, h);
  } else {
    context.fillStyle = '#0f5c63';
    context.fillRect(0, 0, WIDTH, PHOTO_HEIGHT);
    context.fillStyle = '#e3f1f1';
    context.font = font(44, 700);
    context.textAlign = 'center';
    context.fillText(input.brand, WIDTH / 2, PHOTO_HEIGHT / 2);
    context.textAlign = 'start';
  }

  let y = PHOTO_HEIGHT + 72;
  context.fillStyle = '#1c2329';
  context.font = font(40, 700);
  for (const line of wrap(context, input.title, WIDTH - PAD * 2, 2)) {
    context.fillText(line, PAD, y);
    y += 54;
  }
  const facts = input.facts.filter(Boolean).join(' · ');
  if (facts) {
    context.fillStyle = '#4f5b66';
    context.font = font(28);
    context.fillText(wrap(context, facts, WIDTH - PAD * 2, 1)[0] ?? '', PAD, y + 2);
    y += 46;
  }

  y += 16;
  context.fillStyle = '#4f5b66';
  context.font = font(26);
  context.fillText(input.priceLabel, PAD, y);
  context.fillStyle = '#c2410c';
  context.font = font(56, 700);
  context.fillText(input.price, PAD, y + 66);
  y += 120;

  context.font = font(26);
  // Warnings first, each on the line, so a long highlight can never push one off the poster.
  const chips = [
    ...(input.warnings ?? []).map((text) => ({ text, fill: '#fff4d6', ink: '#8a5a00' })),
    ...input.highlights.map((text) => ({ text, fill: '#e3f1f1', ink: '#0a454b' })),
  ].slice(0, 4);
  let x = PAD;
  for (const chip of chips) {
    const text = wrap(context, chip.text, 220, 1)[0] ?? '';
    const width = context.measureText(text).width + 32;
    if (x + width > WIDTH - PAD) break;
    context.fillStyle = chip.fill;
    context.beginPath();
    context.roundRect(x, y - 34, width, 48, 24);
    context.fill();
    context.fillStyle = chip.ink;
    context.fillText(text, x + 16, y);
    x += width + 12;
  }

  // Footer: the brand and the QR code of the car's address.
  const qrSize = 200;
  const qrY = HEIGHT - PAD - qrSize;
  drawQr(context, input.url, WIDTH - PAD - qrSize, qrY, qrSize);
  context.fillStyle = '#1c2329';
  context.font = font(32, 700);
  context.fillText(input.brand, PAD, qrY + 80);
  context.fillStyle = '#4f5b66';
  context.font = font(26);
  context.fillText(input.scanHint, PAD, qrY + 130);
}

function render(input: PosterInput, photo: HTMLImageElement | null): string {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  draw(canvas, input, photo);
  // Throws a SecurityError when a cross-origin photo tainted the canvas.
  return canvas.toDataURL('image/png');
}

export async function makePoster(input: PosterInput): Promise<Poster> {
  const photo = input.cover ? await loadImage(input.cover) : null;
  if (photo) {
    try {
      return { src: render(input, photo), photoFailed: false };
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'SecurityError')) throw error;
    }
  }
  return { src: render(input, null), photoFailed: input.cover !== null };
}
