import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One file of the PostgreSQL file storage, named by the sha256 of its bytes. */
@Entity({ tableName: 'stored_files' })
export class StoredFile {
  /** sha256 of the content, 64 lowercase hex digits. */
  @PrimaryKey({ type: 'string', columnType: 'char(64)' })
  hash!: string;

  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'integer' })
  byteSize!: number;

  /** Loaded only when asked for: lists and existence checks never read the bytes. */
  @Property({ type: 'blob', lazy: true })
  content!: Buffer;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
