import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { FileStorage, SHA256_HEX, sha256Hex, StoredFileContent, StoredFileInfo } from './file-storage';
import { StoredFile } from './stored-file.entity';

/** Files as `bytea` rows of `stored_files`: no extra service to run, backed up with the data. */
@Injectable()
export class PostgresFileStorage implements FileStorage {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async put(content: Buffer, contentType: string, tx?: EntityManager): Promise<StoredFileInfo> {
    const info = { hash: sha256Hex(content), contentType, byteSize: content.length };
    // Same bytes, same name: a second upload (or a race of two) keeps the first row.
    await (tx ?? this.em.fork())
      .createQueryBuilder(StoredFile)
      .insert({ ...info, content, createdAt: this.clock.now() })
      .onConflict('hash')
      .ignore()
      .execute();
    return info;
  }

  async get(hash: string): Promise<StoredFileContent | null> {
    if (!SHA256_HEX.test(hash)) return null;
    const file = await this.em.fork().findOne(StoredFile, { hash }, { populate: ['content'] });
    return file ? { hash: file.hash, contentType: file.contentType, byteSize: file.byteSize, content: file.content } : null;
  }

  async stat(hash: string): Promise<StoredFileInfo | null> {
    if (!SHA256_HEX.test(hash)) return null;
    const file = await this.em.fork().findOne(StoredFile, { hash }, { fields: ['hash', 'contentType', 'byteSize'] });
    return file ? { hash: file.hash, contentType: file.contentType, byteSize: file.byteSize } : null;
  }
}
