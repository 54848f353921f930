import { TRAINER_PHOTO_PATH } from '@mpb/domain';
import type { Express, NextFunction, Request, Response } from 'express';
import { AppConfig } from '../config/app-config';

/**
 * Serves the trainer's photo when the profile names a local file (SITE_TRAINER_PROFILE), so the
 * operator needs no rebuild for it. Browsers check back each time: a restart may bring a new photo.
 */
export function mountTrainerPhoto(express: Express, config: AppConfig): void {
  const file = config.site.trainer.photo?.file;
  if (!file) return;
  express.get(TRAINER_PHOTO_PATH, (_request: Request, response: Response, next: NextFunction) =>
    response.sendFile(
      file,
      { headers: { 'Cache-Control': 'no-cache' }, dotfiles: 'allow' },
      (error) => error && next(error),
    ),
  );
}
