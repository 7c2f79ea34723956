import { UPLOAD_ACCEPTED_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, type Language } from '../../shared/constants';
import { formatNumberParts } from '../../shared/format/format';

/** The file input's accept list: the provider's extensions (the provider checks the content too). */
export const UPLOAD_ACCEPT = UPLOAD_ACCEPTED_EXTENSIONS.join(',');

export type FileProblem = 'type' | 'size' | 'empty';

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Why a picked file cannot be sent, checked before any upload (spec 5.8 plus the provider's limits). */
export function fileProblem(file: FileLike): FileProblem | null {
  if (!(UPLOAD_ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

export interface Triage<F extends FileLike> {
  accepted: F[];
  rejected: { file: F; problem: FileProblem | 'count' }[];
}

/**
 * Sorts newly picked files into those that can join the upload and those that cannot, keeping the
 * upload within UPLOAD_MAX_FILES counting the files already waiting.
 */
export function triageFiles<F extends FileLike>(picked: readonly F[], alreadyQueued: number): Triage<F> {
  const result: Triage<F> = { accepted: [], rejected: [] };
  for (const file of picked) {
    const problem = fileProblem(file);
    if (problem) result.rejected.push({ file, problem });
    else if (alreadyQueued + result.accepted.length >= UPLOAD_MAX_FILES) result.rejected.push({ file, problem: 'count' });
    else result.accepted.push(file);
  }
  return result;
}

const SIZE_UNITS = ['bytes', 'kb', 'mb', 'gb'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** A size in Bytes, KB, MB or GB (spec section 9), with the number in the reader's digits. */
export function fileSize(bytes: number, language: Language): { value: string; unit: SizeUnit } {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < SIZE_UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  const digits = index === 0 ? 0 : value < 10 ? 1 : 0;
  return {
    value: formatNumberParts(value, language, { maximumFractionDigits: digits }),
    unit: SIZE_UNITS[index]!,
  };
}

/**
 * The files the provider looked inside and refused (400 UNSUPPORTED_FILE_TYPE, one error per file
 * under its place in the request, `files[2]`), picked out of the files in the order they were sent.
 */
export function refusedUploads<T>(error: unknown, sent: readonly T[]): T[] {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== 'UNSUPPORTED_FILE_TYPE') return [];
  const errors = 'errors' in error && typeof error.errors === 'object' && error.errors !== null ? Object.keys(error.errors) : [];
  return errors.flatMap((field) => {
    const place = /^files\[(\d+)\]$/.exec(field);
    const file = place ? sent[Number(place[1])] : undefined;
    return file === undefined ? [] : [file];
  });
}
