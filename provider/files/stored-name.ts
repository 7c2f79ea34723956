/** The random names uploads are stored under (a UUID and the extension of the detected type). */
export const STORED_NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp|pdf|doc|docx|txt)$/;
