/**
 * Listens for one channel of PostgreSQL notifications (sent on commit by triggers: 'catalogue_changed'
 * of the CatalogueSearch migration, 'pricing_changed' of PricingChanged) on one dedicated connection.
 * A lost connection counts as a change of anything (one may have been missed) and is re-opened after
 * a second.
 */
import { Logger } from '@nestjs/common';
import { Client } from 'pg';

export class NotificationListener {
  private client?: Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  private readonly logger: Logger;

  constructor(
    private readonly url: string,
    /** The channel, e.g. 'catalogue_changed'; the connection shows as `wine-shop-<name>-listener`. */
    private readonly channel: string,
    private readonly name: string,
    /** Called with the notification payload, or with nothing when anything may have changed. */
    private readonly onChange: (payload?: string) => void,
  ) {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    this.logger = new Logger(`${name} listener`);
  }

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.url, application_name: `wine-shop-${this.name}-listener` });
    client.on('notification', (msg) => this.onChange(msg.payload || undefined));
    client.on('error', (err) => {
      this.logger.warn(`Lost its connection: ${err.message}`);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.stopped) return await quietlyEnd(client);
      this.client = client;
      this.onChange(); // anything may have changed while we were not listening
    } catch (err: any) {
      this.logger.warn(`Could not connect: ${err?.message ?? err}`);
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
