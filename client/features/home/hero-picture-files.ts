/** The hero picture's widths (4:3), served from client/public; made by scripts/make-hero-image.ts. */
export const HERO_PICTURE_WIDTHS = [480, 720, 960] as const;

/** Versioned in its name: a new drawing gets a new name, so a day-cached old one is never shown. */
export const heroPictureFile = (width: number) => `images/hero-1-${width}.webp`;

export const HERO_PICTURE_SRC = `/${heroPictureFile(960)}`;
export const HERO_PICTURE_SRCSET = HERO_PICTURE_WIDTHS.map((width) => `/${heroPictureFile(width)} ${width}w`).join(', ');
