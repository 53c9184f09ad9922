import DeepCutKit
