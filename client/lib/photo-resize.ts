/**
 * Photos taken on a phone are resized in the browser before they are uploaded: a 12-megapixel
 * picture is several megabytes over a mobile connection, and 1600 pixels on the long side show the
 * work well enough. JPEG at 0.82 keeps them around 200-400 KB.
 */
export const PHOTO_MAX_EDGE = 1600;
export const PHOTO_QUALITY = 0.82;

/** The size a `width`×`height` picture is drawn at: its long side at most `maxEdge`, never enlarged. */
export function fitWithin(width: number, height: number, maxEdge = PHOTO_MAX_EDGE): { width: number; height: number } {
  if (width <= 0 || height <= 0) throw new RangeError('an image has a positive size');
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `photo.heic` → `photo.jpg`: the resized file is a JPEG whatever it was. */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

/**
 * The photo as a JPEG whose long side is at most `maxEdge` (upright: the browser applies the
 * camera's orientation when it decodes). A file the browser cannot decode is returned as it is, so
 * the provider's own checks decide about it.
 */
export async function resizePhoto(file: File, maxEdge = PHOTO_MAX_EDGE): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
    if (!blob) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
