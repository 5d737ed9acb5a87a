#include <napi.h>
#include <cstdint>

static uint64_t fnv1a(const uint8_t* p, size_t n) {
  uint64_t h = 1469598103934665603ULL;
  for (size_t i = 0; i < n; ++i) { h ^= p[i]; h *= 1099511628211ULL; }
  return h;
}

Napi::Value Hash(const Napi::CallbackInfo& info) {
  auto env = info.Env();
  if (!info[0].IsBuffer()) {
    Napi::TypeError::New(env, "Buffer expected").ThrowAsJavaScriptException();
    return env.Null();
  }
  auto buf = info[0].As<Napi::Buffer<uint8_t>>();
  return Napi::BigInt::New(env, fnv1a(buf.Data(), buf.Length()));
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("hash", Napi::Function::New(env, Hash));
  return exports;
}

NODE_API_MODULE(fasthash, Init)
