/** Every migration, in order. A new migration file is added here in one line. */
import { Foundation1795329822872 } from './1795329822872-Foundation';

export const MIGRATIONS: Function[] = [Foundation1795329822872];
