import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Spec 3 'Table configurator entry': the allowed values of one product attribute. */
@Entity('attribute_list')
export class AttributeList {
  @PrimaryGeneratedColumn()
  id: number;

  /** e.g. 'Brand', 'Country', 'Size'. */
  @Index({ unique: true })
  @Column({ name: 'prop_name', type: 'varchar', length: 60 })
  propName: string;

  @Column({ name: 'prop_values', type: 'text', array: true, default: '{}' })
  propValues: string[];
}
