import { ConfigError, loadConfig } from '../config';
import { backup, restore } from './backup';

const [command, argument] = process.argv.slice(2);
try {
  const config = loadConfig();
  if (command === 'backup') {
    const archive = await backup(config, argument ?? config.backupDir);
    console.log(`Backup written: ${archive}`);
  } else if (command === 'restore' && argument) {
    const manifest = await restore(argument, config);
    console.log(
      `Restored the ${manifest.engine} database and ${manifest.photos} photos from ${manifest.createdAt}.`,
    );
  } else {
    console.error('Usage: npm run backup [-- <folder>] | npm run restore -- <archive>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Failed: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
