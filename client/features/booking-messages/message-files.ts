import { UPLOAD_MAX_BYTES } from '../../../shared/constants';
import { BOOKING_MESSAGE_MAX_FILES } from '../../../shared/validation/booking-message';

/** The extensions a message takes (the provider checks each file's content too). */
export const MESSAGE_FILE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.pdf'] as const;

export type MessageFileProblem = 'type' | 'size' | 'empty' | 'count';

interface FileLike {
  name: string;
  size: number;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * Sorts newly picked files into those that can go with the message and those that cannot (with why),
 * keeping the message within BOOKING_MESSAGE_MAX_FILES counting the files already picked.
 */
export function triageMessageFiles<F extends FileLike>(picked: readonly F[], alreadyPicked: number) {
  const accepted: F[] = [];
  const rejected: { file: F; problem: MessageFileProblem }[] = [];
  for (const file of picked) {
    const problem: MessageFileProblem | null = !(MESSAGE_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
      ? 'type'
      : file.size === 0
        ? 'empty'
        : file.size > UPLOAD_MAX_BYTES
          ? 'size'
          : alreadyPicked + accepted.length >= BOOKING_MESSAGE_MAX_FILES
            ? 'count'
            : null;
    if (problem) rejected.push({ file, problem });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
