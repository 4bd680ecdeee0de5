/** `GET /api/admin/search-synonyms` (react-admin resource `search-synonyms`, super-admins). */
export interface SearchSynonymView {
  id: number;
  /** What shoppers type (lower case). */
  term: string;
  /** What the term also means. */
  synonyms: string[];
  /** Each synonym also means the term (and the others). */
  twoWay: boolean;
  updatedAt: string;
}
