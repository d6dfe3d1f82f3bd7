import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';

/** 5 MB, decoded. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File size exceeds 5MB limit';

const HEADER = /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)((?:;[a-z0-9_.-]+=[^;,]*)*);base64$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface DecodedDataUrl {
  /** The declared media type, lower case, `image/jpg` read as `image/jpeg`. */
  declaredType: string;
  content: Buffer;
}

/**
 * Decodes `data:<type>[;param=value];base64,<data>`. The decoded size is worked
 * out from the text's length first, so an oversized file is refused (413)
 * without decoding it.
 */
export function decodeDataUrl(text: string): DecodedDataUrl {
  const comma = text.indexOf(',');
  const header = comma > 0 && comma <= 200 ? HEADER.exec(text.slice(0, comma)) : null;
  if (!header) throw new BadRequestException('The file must be a base64 data URL such as data:image/png;base64,…');
  const payload = text.slice(comma + 1);
  if (decodedLength(payload) > MAX_FILE_BYTES) throw new PayloadTooLargeException(FILE_TOO_LARGE);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) throw new BadRequestException('The file data is not valid base64');
  const content = Buffer.from(payload, 'base64');
  if (content.length === 0) throw new BadRequestException('The file is empty');
  return { declaredType: normaliseType(header[1]), content };
}

/** Bytes that `payload` decodes to (exact for valid base64, an upper bound otherwise). */
export function decodedLength(payload: string): number {
  let padding = 0;
  if (payload.endsWith('==')) padding = 2;
  else if (payload.endsWith('=')) padding = 1;
  return Math.floor((payload.length * 3) / 4) - padding;
}

function normaliseType(type: string): string {
  const t = type.toLowerCase();
  return t === 'image/jpg' || t === 'image/pjpeg' ? 'image/jpeg' : t;
}
