import { parseTrainerProfile, type TrainerProfile } from '@mpb/domain';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The trainer's profile from the operator's Markdown file (SITE_TRAINER_PROFILE), read once at
 * start: a changed profile needs a restart, no rebuild. A local photo's path becomes absolute
 * (relative paths count from the profile's folder). Throws naming the variable and the problem.
 */
export function readTrainerProfile(path: string): TrainerProfile {
  const file = resolve(path);
  const problem = (message: string) =>
    new Error(`Invalid environment configuration:\n  SITE_TRAINER_PROFILE: ${file}: ${message}`);
  if (!existsSync(file) || !statSync(file).isFile()) throw problem('no such file');
  let profile: TrainerProfile;
  try {
    profile = parseTrainerProfile(readFileSync(file, 'utf8'));
  } catch (error) {
    throw problem((error as Error).message);
  }
  if (!profile.photo?.file) return profile;
  const photoFile = resolve(dirname(file), profile.photo.file);
  if (!existsSync(photoFile) || !statSync(photoFile).isFile()) throw problem(`photo: no such file ${photoFile}`);
  return { ...profile, photo: { ...profile.photo, file: photoFile } };
}
