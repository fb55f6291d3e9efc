import type { SftpKeyProblem } from '../../../contracts/sftp-account.ts';
import { addMessages } from '../catalogue.ts';

type Texts = Record<SftpKeyProblem | 'sftp-key.not-found', string>;

const en: Texts = {
  'sftp-key.malformed':
    'is not an SSH public key: paste the one line of the .pub file, such as "ssh-ed25519 AAAA… comment"',
  'sftp-key.one-line': 'must be one key: paste the keys one at a time',
  'sftp-key.private':
    'is a private key: paste the public key (the .pub file) and keep the private key to yourself',
  'sftp-key.unsupported-type':
    'is of a type the portal does not take: use ssh-ed25519, ssh-rsa or ecdsa-sha2-nistp256/384/521',
  'sftp-key.rsa-too-short': 'is an RSA key of fewer than 2048 bits: make a new key',
  'sftp-key.duplicate': 'is registered for this account already',
  'sftp-key.too-many': 'cannot be added: an account holds at most 10 keys, remove one first',
  'sftp-key.not-found': 'The key was not found.',
};

const de: Texts = {
  'sftp-key.malformed':
    'ist kein öffentlicher SSH-Schlüssel: Fügen Sie die eine Zeile der .pub-Datei ein, etwa „ssh-ed25519 AAAA… Kommentar“',
  'sftp-key.one-line': 'muss ein einzelner Schlüssel sein: Fügen Sie die Schlüssel einzeln ein',
  'sftp-key.private':
    'ist ein privater Schlüssel: Fügen Sie den öffentlichen Schlüssel (die .pub-Datei) ein und behalten Sie den privaten für sich',
  'sftp-key.unsupported-type':
    'hat einen Typ, den das Portal nicht annimmt: Verwenden Sie ssh-ed25519, ssh-rsa oder ecdsa-sha2-nistp256/384/521',
  'sftp-key.rsa-too-short':
    'ist ein RSA-Schlüssel mit weniger als 2048 Bit: Erzeugen Sie einen neuen Schlüssel',
  'sftp-key.duplicate': 'ist für dieses Konto bereits hinterlegt',
  'sftp-key.too-many':
    'kann nicht hinzugefügt werden: Ein Konto hat höchstens 10 Schlüssel, entfernen Sie zuerst einen',
  'sftp-key.not-found': 'Der Schlüssel wurde nicht gefunden.',
};

const cs: Texts = {
  'sftp-key.malformed':
    'není veřejný klíč SSH: vložte jeden řádek souboru .pub, například „ssh-ed25519 AAAA… komentář“',
  'sftp-key.one-line': 'musí být jediný klíč: vkládejte klíče po jednom',
  'sftp-key.private': 'je soukromý klíč: vložte veřejný klíč (soubor .pub) a soukromý si ponechte pro sebe',
  'sftp-key.unsupported-type':
    'má typ, který portál nepřijímá: použijte ssh-ed25519, ssh-rsa nebo ecdsa-sha2-nistp256/384/521',
  'sftp-key.rsa-too-short': 'je klíč RSA kratší než 2048 bitů: vytvořte nový klíč',
  'sftp-key.duplicate': 'je pro tento účet již uložen',
  'sftp-key.too-many': 'nelze přidat: účet může mít nejvýše 10 klíčů, nejprve jeden odeberte',
  'sftp-key.not-found': 'Klíč nebyl nalezen.',
};

const sk: Texts = {
  'sftp-key.malformed':
    'nie je verejný kľúč SSH: vložte jeden riadok súboru .pub, napríklad „ssh-ed25519 AAAA… komentár“',
  'sftp-key.one-line': 'musí byť jediný kľúč: vkladajte kľúče po jednom',
  'sftp-key.private': 'je súkromný kľúč: vložte verejný kľúč (súbor .pub) a súkromný si nechajte pre seba',
  'sftp-key.unsupported-type':
    'má typ, ktorý portál neprijíma: použite ssh-ed25519, ssh-rsa alebo ecdsa-sha2-nistp256/384/521',
  'sftp-key.rsa-too-short': 'je kľúč RSA kratší ako 2048 bitov: vytvorte nový kľúč',
  'sftp-key.duplicate': 'je pre tento účet už uložený',
  'sftp-key.too-many': 'nemožno pridať: účet môže mať najviac 10 kľúčov, najprv jeden odstráňte',
  'sftp-key.not-found': 'Kľúč sa nenašiel.',
};

/** Texts of a refused SSH key of an SFTP account (docs/decisions/0223). */
addMessages({ en, de, cs, sk });
