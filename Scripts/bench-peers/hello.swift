// The start-up peer of Scripts/bench: a hello world that really uses Foundation (a bare print
// would not load it when linked statically), built the way deepcut is.
import Foundation

FileHandle.standardOutput.write(Data("hello, world\n".utf8))
print(Date() > Date.distantPast)
