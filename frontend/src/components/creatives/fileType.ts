/** "image/jpeg" → "JPEG", for people. */
export function fileType(contentType: string): string {
  return contentType.replace(/^image\//, '').toUpperCase();
}
