// ts-jest AST transformer: runs the @nestjs/swagger plugin in tests, as the build does.
const plugin = require('@nestjs/swagger/plugin');
module.exports.name = 'nestjs-swagger-transformer';
module.exports.version = 1;
module.exports.factory = (cs, opts) =>
  plugin.before({ introspectComments: true, classValidatorShim: true, dtoFileNameSuffix: ['.dto.ts', '.entity.ts'], ...opts }, cs.program);
