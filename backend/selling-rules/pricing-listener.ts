/**
 * Listens for 'pricing_changed' notifications (sent on commit by the PricingChanged migration's
 * triggers) on one dedicated connection. A lost connection counts as a change of every store (one
 * may have been missed) and is re-opened after a second.
 */
import { Logger } from '@nestjs/common';
import { Client } from 'pg';

export const PRICING_CHANNEL = 'pricing_changed';

export class PricingListener {
  private client?: Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  private readonly logger = new Logger('PricingListener');

  constructor(
    private readonly url: string,
    /** Called with the notification's store id, or with nothing when any store may have changed. */
    private readonly onChange: (storeId?: number) => void,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.url, application_name: 'wine-shop-pricing-listener' });
    client.on('notification', (msg) => {
      const id = Number(msg.payload);
      this.onChange(msg.payload && Number.isInteger(id) ? id : undefined);
    });
    client.on('error', (err) => {
      this.logger.warn(`Pricing listener lost its connection: ${err.message}`);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${PRICING_CHANNEL}`);
      if (this.stopped) return await quietlyEnd(client);
      this.client = client;
      this.onChange(); // anything may have changed while we were not listening
    } catch (err: any) {
      this.logger.warn(`Pricing listener could not connect: ${err?.message ?? err}`);
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

async function quietlyEnd(client: Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => {});
  await client.end().catch(() => {});
}
