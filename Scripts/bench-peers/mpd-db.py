#!/usr/bin/env python3
"""Writes MPD 0.23's own plain-text database (db_file) for a generated library whose files
need not exist: SONGS songs by ARTISTS album artists, 10 songs an album, three in four
artists tagged with MusicBrainz ids. Started with this db_file and without auto_update (and
never `update`d), mpd serves it as it is.

    mpd-db.py DB SONGS ARTISTS
"""
import sys
import uuid

TAGS = ("Artist ArtistSort Album AlbumSort AlbumArtist AlbumArtistSort Title Track Name Genre "
        "Date OriginalDate Composer ComposerSort Performer Conductor Work Movement "
        "MovementNumber Ensemble Location Grouping Disc Label MUSICBRAINZ_ARTISTID "
        "MUSICBRAINZ_ALBUMID MUSICBRAINZ_ALBUMARTISTID MUSICBRAINZ_TRACKID "
        "MUSICBRAINZ_RELEASETRACKID MUSICBRAINZ_WORKID").split()


def mbid(*parts):
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "deepcut-bench/" + "/".join(map(str, parts))))


def main(path, songs, artists):
    mtime = 1_700_000_000
    out = ["info_begin", "format: 2", "mpd_version: 0.23.12", "fs_charset: UTF-8"]
    out += [f"tag: {tag}" for tag in TAGS] + ["info_end"]
    per_album = 10
    albums = (songs + per_album - 1) // per_album
    written = 0
    for artist in range(artists):
        name = f"Bench Artist {artist:04d}"
        tagged = artist % 4 != 0
        out += [f"directory: {name}", f"mtime: {mtime}", f"begin: {name}"]
        for album in range(artist, albums, artists):
            title = f"Record {album:05d}"
            folder = f"{name}/{title}"
            out += [f"directory: {title}", f"mtime: {mtime}", f"begin: {folder}"]
            for track in range(1, per_album + 1):
                if written == songs:
                    break
                written += 1
                out += [f"song_begin: {track:02d} Song {written}.flac",
                        f"Time: {150 + written % 200}.000000", f"Artist: {name}",
                        f"AlbumArtist: {name}", f"Album: {title}", f"Title: Song {written}",
                        f"Track: {track}", f"Date: {1960 + album % 60}"]
                if tagged:
                    out += [f"MUSICBRAINZ_ARTISTID: {mbid('artist', artist)}",
                            f"MUSICBRAINZ_ALBUMID: {mbid('release', album)}",
                            f"MUSICBRAINZ_ALBUMARTISTID: {mbid('artist', artist)}"]
                out += ["Format: 44100:16:2", f"mtime: {mtime}", "song_end"]
            out.append(f"end: {folder}")
        out.append(f"end: {name}")
    with open(path, "w", encoding="utf-8") as db:
        db.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
