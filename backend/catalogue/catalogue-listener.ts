/**
 * Listens for the database's 'catalogue_changed' notifications (sent on commit by triggers on
 * inventory_item and beverage, see the CatalogueSearch migration) on one dedicated connection.
 * A lost connection counts as a change (we may have missed one) and is re-opened.
 */
import { Logger } from '@nestjs/common';
import { Client } from 'pg';

export class CatalogueListener {
  private client?: Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  private readonly logger = new Logger('CatalogueListener');

  constructor(
    private readonly url: string,
    /** Called with the notification payload, or with nothing when anything may have changed. */
    private readonly onChange: (payload?: string) => void,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.url, application_name: 'wine-shop-catalogue-listener' });
    client.on('notification', (msg) => this.onChange(msg.payload));
    client.on('error', (err) => {
      this.logger.warn(`Catalogue listener lost its connection: ${err.message}`);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query('LISTEN catalogue_changed');
      if (this.stopped) return await quietlyEnd(client);
      this.client = client;
      this.onChange(); // anything may have changed while we were not listening
    } catch (err: any) {
      this.logger.warn(`Catalogue listener could not connect: ${err?.message ?? err}`);
      this.reconnect(client);
    }
  }

  private reconnect(client: Client): void {
    if (this.stopped || this.retry) return;
    if (this.client === client) this.client = undefined;
    void quietlyEnd(client);
    this.onChange();
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.start();
    }, 1000);
    this.retry.unref();
  }

  get listening(): boolean {
    return !!this.client;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (client) await quietlyEnd(client);
  }
}

/** Ends a connection we no longer listen on: what it still reports (an error as it dies) is known already. */
async function quietlyEnd(client: Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => {});
  await client.end().catch(() => {});
}
