extension FeedCacheFile.Artist {
  /// Writes the artist's JSON, field by field in the order `.sortedKeys` puts them and leaving
  /// out the absent ones: the bytes `JSONEncoder` writes for the `Codable` form
  /// (`FeedCacheCodecAgreementTests` holds the two together, so a field added there fails
  /// them until it is written here too).
  func write(to writer: inout JSONTextWriter) {
    writer.append("{")
    // `id` is always there, so every field written before it is followed by a comma.
    if let catalogID {
      writer.append("\"catalogID\":")
      writer.writeString(catalogID.rawValue)
      writer.append(",")
    }
    if let catalogName {
      writer.append("\"catalogName\":")
      writer.writeString(catalogName)
      writer.append(",")
    }
    if let checked {
      writer.append("\"checked\":")
      writer.writeDouble(checked.timeIntervalSinceReferenceDate)
      writer.append(",")
    }
    if let cuts {
      writer.append("\"cuts\":[")
      for (position, release) in cuts.enumerated() {
        if position > 0 { writer.append(",") }
        release.write(to: &writer)
      }
      writer.append("],")
    }
    if let failure {
      writer.append("\"failure\":{\"artistName\":")
      writer.writeString(failure.artistName)
      writer.append(",\"date\":")
      writer.writeDouble(failure.date.timeIntervalSinceReferenceDate)
      writer.append(",\"reason\":")
      writer.writeString(failure.reason)
      writer.append("},")
    }
    writer.append("\"id\":")
    writer.writeString(id.rawValue)
    writer.append(",\"lastAttempt\":")
    writer.writeInteger(lastAttempt)
    if let owned {
      writer.append(",\"owned\":")
      writer.writeInteger(owned)
    }
    if let total {
      writer.append(",\"total\":")
      writer.writeInteger(total)
    }
    writer.append("}")
  }
}

extension FeedCacheFile.Release {
  fileprivate func write(to writer: inout JSONTextWriter) {
    writer.append("[")
    writer.writeString(id.rawValue)
    writer.append(",")
    writer.writeString(title)
    writer.append(",")
    writer.writeString(date)
    writer.append(",")
    writer.writeString(type.rawValue)
    writer.append(",")
    writer.writeInteger(trackCount)
    if let artistID, let artistName {
      writer.append(",")
      writer.writeString(artistID.rawValue)
      writer.append(",")
      writer.writeString(artistName)
    }
    writer.append("]")
  }
}
