// The normalised form every reader (tar.gz, zip, folder picker) produces and every consumer
// (validation, scanner, packer, installer) takes. Paths are POSIX, relative to the skill root,
// NFC-normalised, and the list is sorted by path (byte order of the UTF-8 string).

export type SkillFile = {
  path: string;
  bytes: Uint8Array;
  isExecutable: boolean;
};
