import { Module } from '@nestjs/common';
import { Config } from '../../config/config';
import { FILE_STORAGE, FileStorage } from './file-storage';
import { FileUrls } from './file-urls';
import { FilesController } from './files.controller';
import { PostgresFileStorage } from './postgres-file.repository';

/**
 * File storage behind the FILE_STORAGE token, chosen by STORAGE_DRIVER, and the
 * public route that serves the files. Other modules inject FILE_STORAGE and FileUrls.
 */
@Module({
  controllers: [FilesController],
  providers: [
    PostgresFileStorage,
    FileUrls,
    {
      provide: FILE_STORAGE,
      inject: [Config, PostgresFileStorage],
      useFactory: (config: Config, postgres: PostgresFileStorage): FileStorage => {
        switch (config.storage.driver) {
          case 'postgres':
            return postgres;
          // An S3-compatible driver plugs in here (docs/creative-files.md).
        }
      },
    },
  ],
  exports: [FILE_STORAGE, FileUrls],
})
export class FilesModule {}
