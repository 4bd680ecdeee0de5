import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import type { ColumnMapping } from '../../domain/csv-mapping';

/** The column mapping chosen in the mapping step: field -> the file's header. */
export class InventorySyncMappingDto {
  @ApiProperty({
    example: { itemNumber: 'SKU', upc: 'Barcode', itemDescription: 'Name', price: 'Retail', quantityOnHand: 'QOH' },
  })
  @IsObject({ message: 'mapping must be an object of field -> column.' })
  mapping: ColumnMapping;
}
