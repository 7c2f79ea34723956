// Apart from upload-checks: the public pages (service-view, in the first visit's code) need only this.

const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/**
 * Whether a file is a picture: a file being picked (`type`, `name`) or one already stored
 * (`contentType`, `fileName`, `fileUrl`). The media type decides; without one, the name's extension.
 */
export function isImageFile(file: { type?: string; contentType?: string; name?: string; fileName?: string; fileUrl?: string }): boolean {
  const type = file.type || file.contentType || '';
  if (type) return type.startsWith('image/');
  return IMAGE_EXTENSION.test(file.name || file.fileName || file.fileUrl || '');
}
