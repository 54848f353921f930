import { InitialSchema1763769600000 } from './1763769600000-initial-schema';

/** Every migration, oldest first. A new migration file is added here too. */
export const migrations = [InitialSchema1763769600000];
