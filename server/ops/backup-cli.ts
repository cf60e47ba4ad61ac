import { ConfigError, loadConfig } from '../config';
import { backup, restore } from './backup';

const [command, argument] = process.argv.slice(2);
try {
  const config = loadConfig();
  if (command === 'backup') {
    const { archive, manifest } = await backup(config, argument ?? config.backupDir);
    console.log(
      `Backup written and checked: ${archive} (${manifest.ads} ads, ${manifest.photos} photo files, checksums match).`,
    );
    if (manifest.missing?.length) {
      console.warn(
        `Warning: ${manifest.missing.length} photos the ads name were already missing from the photo store: ${manifest.missing.join(', ')}`,
      );
    }
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
