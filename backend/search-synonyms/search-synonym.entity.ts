import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A search synonym rule, the same for every store's storefront search: searching `term`
 * also finds what each of `synonyms` finds; `twoWay` makes all of them mean each other.
 */
@Entity('search_synonym')
@Check('CHK_search_synonym_synonyms', 'cardinality("synonyms") BETWEEN 1 AND 20')
export class SearchSynonym {
  @PrimaryGeneratedColumn()
  id: number;

  /** Lower-cased; one rule per term. */
  @Index('UQ_search_synonym_term', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  term: string;

  @Column({ type: 'text', array: true })
  synonyms: string[];

  @Column({ name: 'two_way', type: 'boolean', default: false })
  twoWay: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
