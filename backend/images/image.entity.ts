import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Image bytes, content-addressed by the SHA-256 of the original bytes. */
@Entity('image')
export class Image {
  /** Hex SHA-256 of `bytes`. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  hash: string;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'bytea' })
  bytes: Buffer;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
