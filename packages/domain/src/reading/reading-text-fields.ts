/** The fields of a stored reading text as §3 names them, read alike by the database, the services and the forms. */
export interface ReadingTextFields {
  title: string;
  content: string;
  level: string;
  difficulty: string;
  topics: string[];
  source: string | null;
  audio_url: string | null;
  image_url: string | null;
}
