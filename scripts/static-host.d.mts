import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function createStaticHost(options: {
  root: string;
  transformHtml?: (html: string) => string;
  etagSuffix?: string;
  varyFor?: (urlPath: string) => string | undefined;
}): {
  handle(req: IncomingMessage, res: ServerResponse): void;
  warm(): Promise<void>;
};
