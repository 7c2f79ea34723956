import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The QR codes of a PDF read back as a phone's camera would read them, for tests: every image of
 * every page, decoded by pdf.js to pixels (in JavaScript: no system tool), handed to jsQR. Returns the
 * text of each QR code found, in page order.
 */

interface DecodedImage {
  width: number;
  height: number;
  /** 1: grayscale 1 bit, 2: RGB 24 bits, 3: RGBA 32 bits (pdf.js ImageKind). */
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** pdf.js pixels as RGBA, what jsQR reads. */
function toRgba(image: DecodedImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  if (image.kind === 3) return new Uint8ClampedArray(image.data);
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    let r: number;
    let g: number;
    let b: number;
    if (image.kind === 2) {
      r = image.data[i * 3]!;
      g = image.data[i * 3 + 1]!;
      b = image.data[i * 3 + 2]!;
    } else {
      // One bit a pixel, rows padded to whole bytes; 1 is white.
      const rowBytes = Math.ceil(image.width / 8);
      const x = i % image.width;
      const y = Math.floor(i / image.width);
      const bit = (image.data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
      r = g = b = bit ? 255 : 0;
    }
    rgba.set([r, g, b, 255], i * 4);
  }
  return rgba;
}

/** Pads an image with a white quiet zone, which QR readers need around the code. */
function withQuietZone(rgba: Uint8ClampedArray, width: number, height: number, margin: number) {
  const w = width + 2 * margin;
  const h = height + 2 * margin;
  const out = new Uint8ClampedArray(w * h * 4).fill(255);
  for (let y = 0; y < height; y++) out.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), ((y + margin) * w + margin) * 4);
  return { data: out, width: w, height: h };
}

export async function qrCodesInPdf(pdf: Uint8Array): Promise<string[]> {
  // A copy: pdf.js takes over (detaches) the buffer it is given. Images as plain pixels, not bitmaps.
  const task = getDocument({ data: new Uint8Array(pdf), isOffscreenCanvasSupported: false, isImageDecoderSupported: false });
  const found: string[] = [];
  try {
    const document = await task.promise;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const operators = await page.getOperatorList();
      for (let i = 0; i < operators.fnArray.length; i++) {
        if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
        const name = operators.argsArray[i][0] as string;
        const image = await new Promise<DecodedImage>((resolve) => page.objs.get(name, resolve));
        const padded = withQuietZone(toRgba(image), image.width, image.height, Math.max(8, Math.round(image.width / 8)));
        const code = jsQR(padded.data, padded.width, padded.height);
        if (code) found.push(code.data);
      }
    }
  } finally {
    await task.destroy();
  }
  return found;
}
