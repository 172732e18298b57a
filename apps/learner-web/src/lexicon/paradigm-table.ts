// The tables are shaped in the domain package: the admin's lexicon screen shows the same ones.
export {
  conjugationTable,
  declensionTable,
  degreeTables,
  nonFiniteForms,
  type ParadigmTable,
  type TableRow,
} from '@keelerada/domain';
