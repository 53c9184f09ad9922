// The floor of `-c status` in Scripts/bench: the hello world of hello.swift doing its work on
// an actor, as deepcut does, so Swift concurrency starts its threads; built the same way.
import Foundation

actor Greeter {
  func line() -> String { "hello, world\n" }
}

@main struct HelloAsync {
  static func main() async {
    let line = await Greeter().line()
    FileHandle.standardOutput.write(Data(line.utf8))
    print(Date() > Date.distantPast)
  }
}
