import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { MAX_ID } from '../../common/http/list-query';
import { QUALITY_ISSUES, type QualityIssue } from '../../domain/catalogue-quality';

const ISSUES = Object.keys(QUALITY_ISSUES) as QualityIssue[];

/** POST admin/catalogue-quality/fix: which finding to fix; the fix itself is the server's. */
export class QualityFixDto {
  @ApiProperty({ enum: ISSUES })
  @IsIn(ISSUES, { message: `issue must be one of ${ISSUES.join(', ')}.` })
  issue: QualityIssue;

  @ApiProperty({ description: "The finding's id (a master, or a store item for case_pack_as_pack).", example: 1 })
  @Max(MAX_ID, { message: 'id must be a record id.' })
  @Min(1, { message: 'id must be a record id.' })
  @IsInt({ message: 'id must be a record id.' })
  id: number;
}
