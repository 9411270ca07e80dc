import type { FastifyInstance } from 'fastify';
import { demoLogos } from '../../content/logo-svg.ts';
import { demoSvgRoute } from '../../http/demo-images.ts';

/** Demo product logos (`/assets/logos/<code>.svg`); real products point their `logo` at any allowed URL. */
export async function logoRoutes(app: FastifyInstance): Promise<void> {
  demoSvgRoute(app, '/assets/logos', demoLogos);
}
