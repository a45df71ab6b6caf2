// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPS
// {
//
//   float4 g_param;                    // Offset:    0 Size:    16
//
// }
//
// Resource bind info for lum
// {
//
//   float $Element;                    // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// PointSampler                      sampler      NA          NA    0        1
// LinearSampler                     sampler      NA          NA    1        1
// tex                               texture  float4          2d    0        1
// lum                               texture  struct         r/o    1        1
// bloom                             texture  float4          2d    2        1
// cbPS                              cbuffer      NA          NA    0        1
//
cbuffer cbPS : register(b0) {
    float4 g_param : packoffset(c0);
};
SamplerState PointSampler : register(s0);
SamplerState LinearSampler : register(s1);
Texture2D<float4> tex : register(t0);
struct S_t1 { uint w[1]; };
StructuredBuffer<S_t1> lum : register(t1);
Texture2D<float4> bloom : register(t2);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    r0.x = lum[0x00000000u].w[0];
    r0.x = asuint(0.72f / mad(asfloat(r0.x), g_param.x, 0.001f));
    r0.yzw = asuint((tex.Sample(PointSampler, v1.xy)).xyz);
    r0.xyz = asuint(asfloat(r0.xxx) * asfloat(r0.yzw));
    r1.xyz = mad(asfloat(r0.xyz), float3(0.6666667f, 0.6666667f, 0.6666667f), float3(1.0f, 1.0f, 1.0f));
    r2.xyz = asfloat(r0.xyz) * r1.xyz;
    r0.xyz = asuint(r2.xyz / mad(asfloat(r0.xyz), r1.xyz, float3(1.0f, 1.0f, 1.0f)));
    o0.xyz = mad((bloom.Sample(LinearSampler, v1.xy)).xyz, float3(0.6f, 0.6f, 0.6f), asfloat(r0.xyz));
    o0.w = 1.0f;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
