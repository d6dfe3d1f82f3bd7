/** The body of a call that only confirms what happened ("Display deleted"). */
export class MessageDto {
  message: string;
}
