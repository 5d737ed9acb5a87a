// Reads the first 16 bytes of a file and returns them as a Buffer.
#include <napi.h>
#include <cstdio>

Napi::Value Head(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 1 || !info[0].IsString()) {
    Napi::TypeError::New(env, "path required").ThrowAsJavaScriptException();
    return env.Null();
  }
  std::string path = info[0].As<Napi::String>();
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return env.Null();
  unsigned char buf[16] = {0};
  size_t n = std::fread(buf, 1, sizeof(buf), f);
  std::fclose(f);
  return Napi::Buffer<unsigned char>::Copy(env, buf, n);
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("head", Napi::Function::New(env, Head));
  return exports;
}

NODE_API_MODULE(sniff, Init)
