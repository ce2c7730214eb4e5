import { Foundation1763800000000 } from './1763800000000-foundation';

/** Applied in this order; append new migrations at the end. */
export const MIGRATIONS = [Foundation1763800000000];
