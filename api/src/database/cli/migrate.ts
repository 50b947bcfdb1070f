import { runMigrations } from '../migrate';
import { runCli } from './run-cli';

runCli('migrate', runMigrations);
