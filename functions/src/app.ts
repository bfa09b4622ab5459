import express from "express";
import { errorHandler, unknownApiPath } from "./http/errors.js";
import { healthRouter } from "./routes/health.js";
import { imagesRouter } from "./routes/images.js";
import { productsRouter } from "./routes/products.js";

/**
 * The whole REST contract of spec section 7. Hosting rewrites /api/** here and passes the full
 * path, so every router mounts its routes with the /api prefix.
 */
export function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  app.use(express.json({ limit: "1mb" }));

  app.use(healthRouter);
  app.use(productsRouter);
  app.use(imagesRouter);

  app.use("/api", unknownApiPath);
  app.use(unknownApiPath);
  app.use(errorHandler);
  return app;
}
