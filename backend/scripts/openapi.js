// Writes ../openapi.json from the compiled app (no database needed).
require('../dist/openapi')
  .writeOpenApiDocument()
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
